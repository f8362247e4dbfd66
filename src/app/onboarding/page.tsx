import { OnboardingCarousel } from "@/modules/onboarding/client";

export const metadata = { title: "Welcome" };

export default function Page() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-8 px-4 py-10">
      <div className="text-center">
        <h1 className="text-3xl font-extrabold text-brand-800">Cartwise</h1>
        <p className="mt-1 text-sm text-slate-600">Smarter grocery shopping</p>
      </div>
      <OnboardingCarousel />
    </main>
  );
}
