package dev.parlance.captions.layout;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;

/** Realistic ElementLists for layout tests, the quality check and the benchmark. */
public final class RealisticElementLists {
    private RealisticElementLists() {
    }

    /** A two-person interview (~1.5 min): names, numbers, long and short sentences, fillers, pauses. */
    public static ElementList interview() {
        return TestElementLists.builder()
                .speaker("Maria Lopez")
                .say("Good morning, and welcome back to the show. Today we are talking about the history of "
                        + "public libraries in small towns, and I have a guest who has spent, um, nearly thirty "
                        + "years working in one.")
                .pause(800)
                .say("Thank you for joining us.")
                .pause(450)
                .speaker("David Chen")
                .say("Thanks for having me. It's a pleasure to be here.")
                .pause(450)
                .speaker("Maria Lopez")
                .say("So tell me, how did you first get started?")
                .pause(450)
                .speaker("David Chen")
                .say("Well, uh, it was almost an accident. I was a student at the University of Michigan, and "
                        + "I needed a part-time job to pay for my books. The library in Ann Arbor was hiring, so "
                        + "I applied, and they took me on as a shelving assistant. I thought I would stay for a "
                        + "semester.")
                .pause(1500)
                .say("Thirty years later, I'm still here.")
                .pause(450)
                .speaker("Maria Lopez")
                .say("That's wonderful.")
                .pause(450)
                .speaker("David Chen")
                .say("It has been. The thing people don't always realize is that a library is not just a "
                        + "building full of books. It is a meeting place, a classroom, a shelter from the cold "
                        + "in winter, and for a lot of families it is the only place with a reliable internet "
                        + "connection. When we extended our opening hours in the evening, the number of "
                        + "visitors went up by forty percent in the first month alone.")
                .pause(2500)
                .say("Yes.")
                .pause(450)
                .speaker("Maria Lopez")
                .say("What do you think the next ten years will look like for small libraries like yours?")
                .pause(450)
                .speaker("David Chen")
                .say("Honestly, I'm optimistic. Budgets are tight, and they always will be, but the "
                        + "communities we serve have shown again and again that they value what we do. As long "
                        + "as we keep listening to them, I think we will be fine.")
                .build();
    }
}
