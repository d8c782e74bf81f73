export { COMPLAINT_DESK_TYPES, complaintMachine, seesAllComplaints, type ComplaintEvent, type ComplaintInput, type ComplaintRecord } from './machine';
export { complaintMessages } from './messages';
