export default {
  ar: {
    login: {
      title: 'تسجيل الدخول', subtitle: 'أهلاً بك في بوابة المشاعر', email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'دخول',
      forgot: 'نسيت كلمة المرور؟', noAccount: 'ليس لديك حساب؟', register: 'سجّل الآن', showPassword: 'إظهار كلمة المرور',
    },
  },
  en: {
    login: {
      title: 'Sign in', subtitle: 'Welcome to the Mashaer portal', email: 'E-mail', password: 'Password', submit: 'Sign in',
      forgot: 'Forgot your password?', noAccount: 'No account yet?', register: 'Register', showPassword: 'Show password',
    },
  },
};
