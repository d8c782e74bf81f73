/** /temp-licenses-forms: the forms list of the temporary-licence forms (type fixed; permissions temp-tamplate-form-*). */
import { FormsList } from '../FormsPage';

export default function TempLicenseFormsPage() {
  return <FormsList kind="temp" />;
}
