export default {
  ar: {
    welcome: 'مرحباً، {{name}}',
  },
  en: {
    welcome: 'Welcome, {{name}}',
  },
};
