export const JOB_CARD_LIST_PATH = "/jobs/job-list";
export const JOB_CARD_ADD_PATH = "/jobs/job-list/add";
export const jobCardDetailPath = (id: string) => `/jobs/job-list/${id}`;
export const jobCardEditPath = (id: string) => `/jobs/job-list/edit/${id}`;
/** The invoice a completed job card issued (spec 000 section 2's route, spelled as given). */
export const invoiceDetailPath = (id: string) => `/jobs/invoice/invoiceDetails/${id}`;
