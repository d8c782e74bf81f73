import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
};

export default preview;
