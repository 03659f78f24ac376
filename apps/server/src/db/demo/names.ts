/** `María José` → `maria.jose`: the part of an e-mail address a name gives. */
export const asciiWord = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
