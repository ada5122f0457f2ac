import type { Command } from 'commander';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { createCommand } from '../lib/command.js';
import { examples, found, idCommand } from '../lib/connect.js';
import type { CliIO } from '../lib/io.js';
import { printRecord } from '../lib/render.js';

/**
 * `vetrx patient show ID` (getLocationPatient): details, weight, conditions, and its clients.
 *
 * @example
 * program.addCommand(patientCommand(program, io));
 */
export function patientCommand(program: Command, io: CliIO): Command {
  const patient = createCommand('patient', program).description('Show a patient');
  patient.addHelpText('after', examples('vetrx patient show 7'));
  patient.addCommand(
    idCommand(patient, io, { name: 'show', description: 'Show a patient: species, breed, weight, allergies, conditions, medications, clients and PIMS link', argument: 'the patient id (from client show)', examples: ['vetrx patient show 7', 'vetrx patient show 7 --json | jq .allergies'] }, async (patientId, { client }, cmd) => {
      const p = found((await client.request(GetLocationPatientDocument, { id: patientId })).getLocationPatient, 'Patient', patientId);
      const names = (list: ReadonlyArray<{ name: string }> | null | undefined) => (list ?? []).map((x) => x.name).join(', ') || 'none';
      printRecord(io, cmd, {
        id: p.id,
        json: p,
        fields: [
          ['ID', p.id],
          ['Name', p.name],
          ['Location', p.locationId],
          ['Species', p.species?.name],
          ['Breed', p.breed?.name],
          ['Gender', p.gender],
          ['Birthdate', p.birthdate],
          ['Weight', p.weight === null || p.weight === undefined ? null : `${p.weight} ${p.weightUnit ?? ''}`.trim()],
          ['Active', p.isActive],
          ['Deceased', p.isDeceased ? `yes${p.deceasedDate ? ` (${p.deceasedDate})` : ''}` : 'no'],
          ['Prescribing vet', p.prescVetLocationUser?.displayName],
          ['Allergies', names(p.allergies)],
          ['Conditions', names(p.healthConditions)],
          ['Medications', names(p.medications)],
          ['PIMS ID', p.pimsId ?? 'not linked'],
        ],
        sections: [
          {
            title: 'Clients',
            headers: ['CLIENT ID', 'PRIMARY', 'ACTIVE'],
            rows: (p.locationPatientClients ?? []).map((l) => [l.locationClientId, l.isPrimary, l.isActive]),
            empty: 'No clients',
          },
        ],
      });
    }),
  );
  return patient;
}
