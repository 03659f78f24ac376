export const ROLES = [0, 1, 2] as const;
export type Role = (typeof ROLES)[number];
export const SUPER_USER_ROLE: Role = 0;

export const ROLE_LABELS: Record<Role, string> = {
  0: 'Super Usuario',
  1: 'Comité editorial',
  2: 'Participante',
};

export const GENDERS = ['Femenino', 'Masculino', 'Otro'] as const;
export type Gender = (typeof GENDERS)[number];
