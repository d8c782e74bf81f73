export { questionnaireMachine, type QuestionnaireEvent, type QuestionnaireFacts, type QuestionnaireInput, type QuestionnaireRecord } from './machine';
export { questionnaireMessages } from './messages';
