/** /temp-licenses-forms/create and /update/{id}: the form editor with the type fixed to temporary licence. */
import { FormEditor } from '../FormEditPage';

export default function TempLicenseFormEditPage() {
  return <FormEditor kind="temp" />;
}
