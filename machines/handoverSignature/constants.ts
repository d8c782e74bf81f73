/** Every signer of a form carries signer_num 1 (spec 000 §3 Form: "signers (list of type_id with signer_num 1)", §5 "Signers carry signer_num 1"). */
export const SIGNER_NUM = 1;
