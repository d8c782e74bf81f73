export {
  isAnswered,
  questionnaireResponseMachine,
  type QuestionnaireAnswer,
  type QuestionnaireResponseEvent,
  type QuestionnaireResponseFacts,
  type QuestionnaireResponseInput,
  type QuestionnaireResponseRecord,
} from './machine';
export { questionnaireResponseMessages } from './messages';
export * from './constants';
