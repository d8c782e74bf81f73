/**
 * Questionnaires follow the questionnaire lifecycle (machines/questionnaire: draft, published, closed) and each
 * user's answer the questionnaireResponse lifecycle (pending, answered): both changed only through these definitions
 * (server/lifecycle/), which write the history and audit rows.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { questionnaireMachine, questionnaireResponseMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import { users } from '../../db/schema';
import { notify } from '../notifications/texts';
import { questionnaireQuestions, questionnaireResponses, questionnaires, questionnaireTypes } from './table';
import { factsOf } from './structure';
import { questionnaireAnswerPath } from '../../../machines/questionnaireResponse/constants';

type Row = typeof questionnaires.$inferSelect;
type ResponseRow = typeof questionnaireResponses.$inferSelect;

/** PUBLISH: the active accounts of its user types are told through the bell, with the answer page. */
const publish: ServerActor<Row> = async (tx, { record, caller }) => {
  const types = await tx.select({ id: questionnaireTypes.typeId }).from(questionnaireTypes).where(eq(questionnaireTypes.questionnaireId, record.id));
  const asked = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          users.typeId,
          types.map((t) => t.id),
        ),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    );
  await notify(
    tx,
    asked.map((u) => u.id),
    record.isRequired ? 'questionnaire.publishedRequired' : 'questionnaire.published',
    { title: record.title },
    questionnaireAnswerPath(record.id),
    caller.userId ?? null,
  );
  return { publishedAt: new Date(), updatedAt: new Date() };
};

export const questionnairesLifecycle = defineLifecycle({
  machine: questionnaireMachine,
  workflow: 'questionnaire',
  table: questionnaires,
  context: async (tx, row) => ({ facts: await factsOf(tx, row) }),
  // the edit's fields are on the record and in the audit row; the history keeps the event's name
  keep: [],
  actors: {
    // the handler gives the edit's actor (it writes the fields and the groups)
    update: async () => ({ updatedAt: new Date() }),
    publish,
    close: async () => ({ closedAt: new Date(), updatedAt: new Date() }),
  },
});

/** ANSWER's actor is the handler's (it writes the answers); the runtime stamps the response. */
export const questionnaireResponsesLifecycle = defineLifecycle({
  machine: questionnaireResponseMachine,
  workflow: 'questionnaireResponse',
  table: questionnaireResponses,
  // a response is its respondent's alone: anyone else is answered as if it did not exist
  visible: (caller, row: ResponseRow) => caller.userId === row.userId,
  parties: (caller, row: ResponseRow) => (caller.userId === row.userId ? ['respondent'] : []),
  context: async (tx, row) => {
    const required = await tx
      .select({ id: questionnaireQuestions.id })
      .from(questionnaireQuestions)
      .where(and(eq(questionnaireQuestions.questionnaireId, row.questionnaireId), eq(questionnaireQuestions.isRequired, true)));
    return { facts: { required_question_ids: required.map((q) => q.id) } };
  },
  keep: [],
  actors: {
    answer: async () => ({ answeredAt: new Date(), updatedAt: new Date() }),
  },
});
