package dev.parlance.captions.transform;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.parlance.captions.transform.SpellingVariant.AUSTRALIAN;
import static dev.parlance.captions.transform.SpellingVariant.BRITISH;
import static dev.parlance.captions.transform.SpellingVariant.BRITISH_IZE;
import static dev.parlance.captions.transform.SpellingVariant.CANADIAN;

/**
 * Words spelt differently across English variants, each as an American and a Commonwealth form
 * plus the variants that use the Commonwealth one. Built from spelling classes (-or/-our,
 * -er/-re, -ize/-ise, -yze/-yse, -se/-ce, single/double l, -og/-ogue) over word lists with their
 * inflections, plus single words. Only listed words change: "advertise" or "surprise" are never
 * touched, and ambiguous words ("tire", "check", "license") are left out on purpose.
 */
final class SpellingTable {
    record Entry(String american, String commonwealth, Set<SpellingVariant> commonwealthUsers) {
        String in(SpellingVariant variant) {
            return commonwealthUsers.contains(variant) ? commonwealth : american;
        }
    }

    private static final Set<SpellingVariant> ALL_BUT_US = EnumSet.of(BRITISH, BRITISH_IZE, AUSTRALIAN, CANADIAN);
    private static final Set<SpellingVariant> ISE = EnumSet.of(BRITISH, AUSTRALIAN);
    private static final Set<SpellingVariant> YSE = EnumSet.of(BRITISH, BRITISH_IZE, AUSTRALIAN);
    private static final Set<SpellingVariant> UK_AND_AU = EnumSet.of(BRITISH, BRITISH_IZE, AUSTRALIAN);

    private static final List<String> OUR = List.of("color", "favor", "honor", "labor", "neighbor", "behavior",
            "flavor", "humor", "harbor", "rumor", "savior", "vapor", "endeavor", "armor", "odor", "valor", "vigor",
            "parlor", "splendor", "clamor", "rancor", "candor", "ardor", "fervor", "tumor", "demeanor");
    private static final List<String> OUR_SUFFIXES = List.of("", "s", "ed", "ing", "ful", "fully", "less", "able",
            "ably", "ite", "ites", "hood", "hoods", "al", "ally", "er", "ers", "y");
    private static final List<String> RE = List.of("center", "theater", "meter", "kilometer", "centimeter",
            "millimeter", "liter", "fiber", "caliber", "somber", "saber", "specter", "luster", "meager", "sepulcher");
    private static final List<String> IZE = List.of("organize", "realize", "recognize", "apologize", "authorize",
            "capitalize", "categorize", "characterize", "civilize", "criticize", "emphasize", "finalize",
            "generalize", "globalize", "harmonize", "maximize", "minimize", "memorize", "mobilize", "modernize",
            "normalize", "optimize", "personalize", "prioritize", "privatize", "publicize", "specialize",
            "standardize", "summarize", "symbolize", "sympathize", "utilize", "visualize", "customize", "legalize",
            "localize", "colonize", "centralize", "stabilize", "subsidize", "hospitalize", "neutralize",
            "patronize", "scrutinize", "socialize", "fantasize", "familiarize", "jeopardize",
            "monopolize", "penalize", "polarize", "terrorize", "traumatize", "vandalize", "energize", "agonize",
            "idolize", "immunize", "itemize", "mesmerize", "ostracize", "sanitize", "computerize", "digitize",
            "initialize", "synchronize", "democratize", "hypothesize", "philosophize", "theorize", "urbanize");
    private static final List<String> IZE_SUFFIXES = List.of("e", "es", "ed", "ing", "er", "ers", "ation", "ations", "able");
    private static final List<String> YZE = List.of("analyze", "paralyze", "catalyze", "breathalyze", "electrolyze",
            "hydrolyze");
    private static final List<String> CE = List.of("defense", "offense", "pretense");
    private static final List<String> LL = List.of("travel", "cancel", "model", "label", "fuel", "level", "signal",
            "total", "counsel", "dial", "quarrel", "tunnel", "channel", "equal", "rival", "marvel", "shovel",
            "snorkel", "yodel", "duel", "enamel", "pedal", "pencil", "refuel", "unravel", "grovel", "swivel",
            "jewel");
    private static final List<String> OGUE = List.of("catalog", "dialog", "analog", "monolog", "prolog", "epilog");

    private static final Map<String, Entry> BY_FORM = build();

    private SpellingTable() {
    }

    /** The entry a lower-case word belongs to, in either spelling, or null. */
    static Entry lookup(String lowerCaseWord) {
        return BY_FORM.get(lowerCaseWord);
    }

    static int size() {
        return BY_FORM.size();
    }

    private static Map<String, Entry> build() {
        Map<String, Entry> map = new HashMap<>();
        for (String us : OUR) {
            String uk = us.substring(0, us.length() - 2) + "our";
            for (String suffix : OUR_SUFFIXES) {
                add(map, us + suffix, uk + suffix, ALL_BUT_US);
            }
        }
        for (String us : RE) {
            String stem = us.substring(0, us.length() - 2);
            add(map, us, stem + "re", ALL_BUT_US);
            add(map, us + "s", stem + "res", ALL_BUT_US);
        }
        add(map, "centered", "centred", ALL_BUT_US);
        add(map, "centering", "centring", ALL_BUT_US);
        add(map, "centerpiece", "centrepiece", ALL_BUT_US);
        add(map, "theatergoer", "theatregoer", ALL_BUT_US);
        inflect(map, IZE, "z", "s", IZE_SUFFIXES, ISE);
        inflect(map, YZE, "z", "s", List.of("e", "es", "ed", "ing", "er", "ers"), YSE);
        inflect(map, CE, "s", "c", List.of("e", "es", "eless"), ALL_BUT_US);
        for (String us : LL) {
            for (String suffix : List.of("ed", "ing", "er", "ers")) {
                add(map, us + suffix, us + "l" + suffix, ALL_BUT_US);
            }
        }
        for (String us : OGUE) {
            add(map, us, us + "ue", ALL_BUT_US);
            add(map, us + "s", us + "ues", ALL_BUT_US);
        }
        add(map, "cataloged", "catalogued", ALL_BUT_US);
        add(map, "cataloging", "cataloguing", ALL_BUT_US);
        for (String[] pair : new String[][] {{"gray", "grey"}, {"grays", "greys"}, {"grayish", "greyish"},
                {"grayer", "greyer"}, {"grayest", "greyest"}, {"jewelry", "jewellery"}, {"pajamas", "pyjamas"},
                {"maneuver", "manoeuvre"}, {"maneuvers", "manoeuvres"}, {"maneuvered", "manoeuvred"},
                {"maneuvering", "manoeuvring"}, {"mustache", "moustache"}, {"mustaches", "moustaches"},
                {"enrollment", "enrolment"}, {"enrollments", "enrolments"}, {"mold", "mould"}, {"molds", "moulds"},
                {"moldy", "mouldy"}, {"molded", "moulded"}, {"counselor", "counsellor"}, {"counselors", "counsellors"},
                {"jeweler", "jeweller"}, {"jewelers", "jewellers"}, {"marvelous", "marvellous"},
                {"marvelously", "marvellously"}, {"woolen", "woollen"}, {"woolens", "woollens"}}) {
            add(map, pair[0], pair[1], ALL_BUT_US);
        }
        for (String[] pair : new String[][] {{"aluminum", "aluminium"}, {"plow", "plough"}, {"plows", "ploughs"},
                {"plowed", "ploughed"}, {"plowing", "ploughing"}, {"skeptic", "sceptic"}, {"skeptics", "sceptics"},
                {"skeptical", "sceptical"}, {"skeptically", "sceptically"}, {"skepticism", "scepticism"},
                {"cozy", "cosy"}, {"cozier", "cosier"}, {"artifact", "artefact"}, {"artifacts", "artefacts"},
                {"licorice", "liquorice"}}) {
            add(map, pair[0], pair[1], UK_AND_AU);
        }
        return Map.copyOf(map);
    }

    /** Words ending in {@code <us><suffix>} against {@code <cw><suffix>}: "organi" + z/s + "ing". */
    private static void inflect(Map<String, Entry> map, List<String> words, String us, String cw,
                                List<String> suffixes, Set<SpellingVariant> users) {
        for (String word : words) {
            String stem = word.substring(0, word.lastIndexOf(us));
            for (String suffix : suffixes) {
                add(map, stem + us + suffix, stem + cw + suffix, users);
            }
        }
    }

    private static void add(Map<String, Entry> map, String american, String commonwealth, Set<SpellingVariant> users) {
        Entry entry = new Entry(american, commonwealth, users);
        map.putIfAbsent(american, entry);
        map.putIfAbsent(commonwealth, entry);
    }
}
