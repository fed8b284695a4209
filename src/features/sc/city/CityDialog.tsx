// The city picker as a popup of the search (lazy: loaded when first opened): the same picker as
// the page, in a Mantine modal that returns the focus to the button that opened it.
import '../../../ui/mantine-components';
import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataState } from '../../../ui/DataState';
import { CityPicker } from './CityPicker';
import type { PickedCity } from './recent';
import { cityQuery } from './queries';

export default function CityDialog({
  opened,
  currentCode,
  onClose,
  onPick,
}: {
  opened: boolean;
  currentCode: string | null;
  onClose: () => void;
  onPick: (c: PickedCity | null) => void;
}) {
  const cities = useQuery(cityQuery);
  return (
    <Modal opened={opened} onClose={onClose} title="选择城市" size="lg">
      <DataState state={cities}>
        {(list) => (
          <CityPicker
            cities={list}
            currentCode={currentCode}
            level="h3"
            onPick={(c) => {
              onPick(c);
              onClose();
            }}
          />
        )}
      </DataState>
    </Modal>
  );
}
