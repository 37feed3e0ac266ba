import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** `/{owner}/{repo}/blob/{ref}/{path}`: one file of the repository (the community files and templates). */
export function BlobPage() {
  const params = useParams();
  return <PlaceholderPage heading={params['*'] ?? ''}>The file will be shown here.</PlaceholderPage>;
}
