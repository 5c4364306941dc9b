/** What the product says about the country of incorporation (setup, profile and the dashboard prompt). */
export const countryMessages = {
  question: "Where is your company incorporated?",
  why: "Your country decides which legal, tax and filing documents investors will ask you for.",
  /** Said under the choice when "Other" is picked. */
  other: "We have no country checklist for it yet: you get the documents every company needs, with no country's law.",
  /** The dashboard prompt while no country is said. */
  promptBody: "Until you answer, your checklist holds only the documents every company needs: no country's filings, registers or tax.",
  viewerPrompt: "An owner or editor can answer it in the company profile.",
  saved: "Country saved: your checklist now follows it.",
} as const;
