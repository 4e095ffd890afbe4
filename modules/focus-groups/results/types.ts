import type { FgAnswer, FgSessionStatus, GuideQuestion, GuideSection } from "@/db/schema";

export type ResultSession = {
  id: string;
  name: string;
  seed: number;
  status: FgSessionStatus;
  engineLabel: string | null;
  model: string | null;
  participantIds: string[];
  guide: { sections: GuideSection[] };
  stimuli: Record<string, unknown>[];
  createdAt: Date;
  finishedAt: Date | null;
};

export type ResultTurn = {
  id: string;
  sessionId: string;
  seq: number;
  speaker: string;
  personaId: string | null;
  questionId: string | null;
  stimulusId: string | null;
  content: string;
  answer: FgAnswer | null;
  /** How image stimuli reached the model on this turn (see fg_turns.image_delivery); null: none shown. */
  imageDelivery?: string | null;
};

export type ResultPersona = { id: string; name: string; segmentKey: string | null };
export type StimulusInfo = { id: string; label: string; variant: string | null; variantGroup: string | null; kind: string };
export type ResultProject = { id: string; name: string; status: string; objective: string; decision: string };

/** Everything results are computed from: one project's chosen sessions, their turns and the people in them. */
export type ResultsData = {
  project: ResultProject;
  sessions: ResultSession[];
  turns: ResultTurn[];
  personas: ResultPersona[];
  stimuli: StimulusInfo[];
};

export type { GuideQuestion };
