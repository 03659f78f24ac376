import Box from '@mui/material/Box';
import { keyframes, styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';

declare module 'notistack' {
  interface VariantOverrides {
    default: { duration: number };
    success: { duration: number };
    error: { duration: number };
    warning: { duration: number };
    info: { duration: number };
  }
}

const countdown = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

// notistack's own green gives white text a 3.3:1 contrast; the scheme's green with its own text colour passes AA.
const Content = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText },
}));

/** A toast whose bar is its timer: it empties in `duration` ms, closes the toast at its end, and pauses under the pointer or focus. */
export const TimedToast = forwardRef<HTMLDivElement, CustomContentProps & { duration: number }>(function TimedToast({ duration, ...props }, ref) {
  return (
    <Box ref={ref} sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', '&:hover .toast-timer, &:focus-within .toast-timer': { animationPlayState: 'paused' } }}>
      <Content {...props} />
      <Box
        className="toast-timer"
        data-testid="toast-timer"
        aria-hidden
        onAnimationEnd={() => closeSnackbar(props.id)}
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          height: 4,
          bgcolor: 'common.white',
          opacity: 0.75,
          transformOrigin: 'left',
          animation: `${countdown} ${duration}ms linear forwards`,
        }}
      />
    </Box>
  );
});
