package dev.strata.engine.biome;

import dev.strata.engine.biome.Climate.Entry;
import dev.strata.engine.biome.Climate.Parameter;
import dev.strata.engine.biome.Climate.ParameterPoint;
import dev.strata.engine.data.ResourceId;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code minecraft:overworld} multi-noise parameter list, which the game builds in code (game:
 * {@code OverworldBiomeBuilder.addBiomes}); a port of its rules, emitting the entries in the game's order
 * (off-coast, inland by weirdness slice, underground). 26.2 yields 7594 entries over 55 biomes.
 *
 * <p>26.2 added one underground entry, {@code sulfur_caves} (continentalness coast to inland, erosion indices 5..6,
 * weirdness [-1.1, -0.85]), between the lush caves and the deep dark (26.2 decompile,
 * {@code addUndergroundBiomes}); the game's 26.2 chunk hashes confirm it (seed 13579, a desert 10 x 10 cluster at
 * chunk (-196647, 16736) whose surface differs in every chunk without it). {@link #withoutSulfurCaves()} is the
 * game 26.1's list, which made Strata's 26.1 hash fixtures.
 *
 * <p>Vocabulary: the climate axes are cut into index ranges — temperature 0..4 (frozen .. hot), humidity 0..4
 * (arid .. humid), erosion 0..6, continentalness into mushroom / deep ocean / ocean / coast / near, mid and far
 * inland; weirdness into 13 slices (mid, high, peaks, high, mid, low, valley, low, mid, high, peaks, high, mid).
 * Weirdness below 0 (the slice's max &lt; 0) selects the "normal" biome of a table, at or above 0 its variant.
 * Every surface entry is added twice, with depth 0 and depth 1 (surface and just below); underground ones have
 * depth [0.2, 0.9]; the deep dark has depth 1.1. All bounds are float literals quantized like the game's.
 */
public final class OverworldBiomeBuilder {
    private static final Parameter FULL_RANGE = Parameter.span(-1.0F, 1.0F);

    private static final Parameter[] TEMPERATURES = {
        Parameter.span(-1.0F, -0.45F), Parameter.span(-0.45F, -0.15F), Parameter.span(-0.15F, 0.2F),
        Parameter.span(0.2F, 0.55F), Parameter.span(0.55F, 1.0F)};
    private static final Parameter[] HUMIDITIES = {
        Parameter.span(-1.0F, -0.35F), Parameter.span(-0.35F, -0.1F), Parameter.span(-0.1F, 0.1F),
        Parameter.span(0.1F, 0.3F), Parameter.span(0.3F, 1.0F)};
    private static final Parameter[] EROSIONS = {
        Parameter.span(-1.0F, -0.78F), Parameter.span(-0.78F, -0.375F), Parameter.span(-0.375F, -0.2225F),
        Parameter.span(-0.2225F, 0.05F), Parameter.span(0.05F, 0.45F), Parameter.span(0.45F, 0.55F),
        Parameter.span(0.55F, 1.0F)};
    private static final Parameter FROZEN = TEMPERATURES[0];
    private static final Parameter UNFROZEN = Parameter.span(TEMPERATURES[1], TEMPERATURES[4]);

    private static final Parameter MUSHROOM_FIELDS = Parameter.span(-1.2F, -1.05F);
    private static final Parameter DEEP_OCEAN = Parameter.span(-1.05F, -0.455F);
    private static final Parameter OCEAN = Parameter.span(-0.455F, -0.19F);
    private static final Parameter COAST = Parameter.span(-0.19F, -0.11F);
    private static final Parameter INLAND = Parameter.span(-0.11F, 0.55F);
    private static final Parameter NEAR_INLAND = Parameter.span(-0.11F, 0.03F);
    private static final Parameter MID_INLAND = Parameter.span(0.03F, 0.3F);
    private static final Parameter FAR_INLAND = Parameter.span(0.3F, 1.0F);

    // Tables indexed [temperature][humidity]; null = no variant / fall back.
    private static final String[][] OCEANS = {
        {"deep_frozen_ocean", "deep_cold_ocean", "deep_ocean", "deep_lukewarm_ocean", "warm_ocean"},
        {"frozen_ocean", "cold_ocean", "ocean", "lukewarm_ocean", "warm_ocean"}};
    private static final String[][] MIDDLE = {
        {"snowy_plains", "snowy_plains", "snowy_plains", "snowy_taiga", "taiga"},
        {"plains", "plains", "forest", "taiga", "old_growth_spruce_taiga"},
        {"flower_forest", "plains", "forest", "birch_forest", "dark_forest"},
        {"savanna", "savanna", "forest", "jungle", "jungle"},
        {"desert", "desert", "desert", "desert", "desert"}};
    private static final String[][] MIDDLE_VARIANT = {
        {"ice_spikes", null, "snowy_taiga", null, null},
        {null, null, null, null, "old_growth_pine_taiga"},
        {"sunflower_plains", null, null, "old_growth_birch_forest", null},
        {null, null, "plains", "sparse_jungle", "bamboo_jungle"},
        {null, null, null, null, null}};
    private static final String[][] PLATEAU = {
        {"snowy_plains", "snowy_plains", "snowy_plains", "snowy_taiga", "snowy_taiga"},
        {"meadow", "meadow", "forest", "taiga", "old_growth_spruce_taiga"},
        {"meadow", "meadow", "meadow", "meadow", "pale_garden"},
        {"savanna_plateau", "savanna_plateau", "forest", "forest", "jungle"},
        {"badlands", "badlands", "badlands", "wooded_badlands", "wooded_badlands"}};
    private static final String[][] PLATEAU_VARIANT = {
        {"ice_spikes", null, null, null, null},
        {"cherry_grove", null, "meadow", "meadow", "old_growth_pine_taiga"},
        {"cherry_grove", "cherry_grove", "forest", "birch_forest", null},
        {null, null, null, null, null},
        {"eroded_badlands", "eroded_badlands", null, null, null}};
    private static final String[][] SHATTERED = {
        {"windswept_gravelly_hills", "windswept_gravelly_hills", "windswept_hills", "windswept_forest", "windswept_forest"},
        {"windswept_gravelly_hills", "windswept_gravelly_hills", "windswept_hills", "windswept_forest", "windswept_forest"},
        {"windswept_hills", "windswept_hills", "windswept_hills", "windswept_forest", "windswept_forest"},
        {null, null, null, null, null},
        {null, null, null, null, null}};

    private final List<Entry> out = new ArrayList<>(7600);

    private OverworldBiomeBuilder() {}

    /** The overworld preset's entries of the game 26.2, in the game's order. */
    public static List<Entry> entries() {
        return build(true);
    }

    /** The game 26.1's overworld entries: 26.2's without {@code sulfur_caves}, in the game's order. */
    public static List<Entry> withoutSulfurCaves() {
        return build(false);
    }

    private static List<Entry> build(boolean sulfurCaves) {
        OverworldBiomeBuilder b = new OverworldBiomeBuilder();
        b.addOffCoast();
        b.addInland();
        b.addUnderground(sulfurCaves);
        return List.copyOf(b.out);
    }

    // ---- sections ----

    private void addOffCoast() {
        surface(FULL_RANGE, FULL_RANGE, MUSHROOM_FIELDS, FULL_RANGE, FULL_RANGE, "mushroom_fields");
        for (int t = 0; t < TEMPERATURES.length; t++) {
            surface(TEMPERATURES[t], FULL_RANGE, DEEP_OCEAN, FULL_RANGE, FULL_RANGE, OCEANS[0][t]);
            surface(TEMPERATURES[t], FULL_RANGE, OCEAN, FULL_RANGE, FULL_RANGE, OCEANS[1][t]);
        }
    }

    private void addInland() {
        mid(Parameter.span(-1.0F, -0.93333334F));
        high(Parameter.span(-0.93333334F, -0.7666667F));
        peaks(Parameter.span(-0.7666667F, -0.56666666F));
        high(Parameter.span(-0.56666666F, -0.4F));
        mid(Parameter.span(-0.4F, -0.26666668F));
        low(Parameter.span(-0.26666668F, -0.05F));
        valleys(Parameter.span(-0.05F, 0.05F));
        low(Parameter.span(0.05F, 0.26666668F));
        mid(Parameter.span(0.26666668F, 0.4F));
        high(Parameter.span(0.4F, 0.56666666F));
        peaks(Parameter.span(0.56666666F, 0.7666667F));
        high(Parameter.span(0.7666667F, 0.93333334F));
        mid(Parameter.span(0.93333334F, 1.0F));
    }

    private void peaks(Parameter w) {
        for (int t = 0; t < TEMPERATURES.length; t++) {
            for (int h = 0; h < HUMIDITIES.length; h++) {
                Parameter temp = TEMPERATURES[t], hum = HUMIDITIES[h];
                String middle = middle(t, h, w);
                String middleOrBadlands = middleOrBadlandsIfHot(t, h, w);
                String middleOrBadlandsOrSlope = middleOrBadlandsIfHotOrSlopeIfCold(t, h, w);
                String plateau = plateau(t, h, w);
                String shattered = shattered(t, h, w);
                String shatteredOrSavanna = windsweptSavannaOr(t, h, w, shattered);
                String peak = peak(t, h, w);
                surface(temp, hum, Parameter.span(COAST, FAR_INLAND), EROSIONS[0], w, peak);
                surface(temp, hum, Parameter.span(COAST, NEAR_INLAND), EROSIONS[1], w, middleOrBadlandsOrSlope);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[1], w, peak);
                surface(temp, hum, Parameter.span(COAST, NEAR_INLAND), Parameter.span(EROSIONS[2], EROSIONS[3]), w, middle);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[2], w, plateau);
                surface(temp, hum, MID_INLAND, EROSIONS[3], w, middleOrBadlands);
                surface(temp, hum, FAR_INLAND, EROSIONS[3], w, plateau);
                surface(temp, hum, Parameter.span(COAST, FAR_INLAND), EROSIONS[4], w, middle);
                surface(temp, hum, Parameter.span(COAST, NEAR_INLAND), EROSIONS[5], w, shatteredOrSavanna);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[5], w, shattered);
                surface(temp, hum, Parameter.span(COAST, FAR_INLAND), EROSIONS[6], w, middle);
            }
        }
    }

    private void high(Parameter w) {
        for (int t = 0; t < TEMPERATURES.length; t++) {
            for (int h = 0; h < HUMIDITIES.length; h++) {
                Parameter temp = TEMPERATURES[t], hum = HUMIDITIES[h];
                String middle = middle(t, h, w);
                String middleOrBadlands = middleOrBadlandsIfHot(t, h, w);
                String middleOrBadlandsOrSlope = middleOrBadlandsIfHotOrSlopeIfCold(t, h, w);
                String plateau = plateau(t, h, w);
                String shattered = shattered(t, h, w);
                String middleOrSavanna = windsweptSavannaOr(t, h, w, middle);
                String slope = slope(t, h, w);
                String peak = peak(t, h, w);
                surface(temp, hum, COAST, Parameter.span(EROSIONS[0], EROSIONS[1]), w, middle);
                surface(temp, hum, NEAR_INLAND, EROSIONS[0], w, slope);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[0], w, peak);
                surface(temp, hum, NEAR_INLAND, EROSIONS[1], w, middleOrBadlandsOrSlope);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[1], w, slope);
                surface(temp, hum, Parameter.span(COAST, NEAR_INLAND), Parameter.span(EROSIONS[2], EROSIONS[3]), w, middle);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[2], w, plateau);
                surface(temp, hum, MID_INLAND, EROSIONS[3], w, middleOrBadlands);
                surface(temp, hum, FAR_INLAND, EROSIONS[3], w, plateau);
                surface(temp, hum, Parameter.span(COAST, FAR_INLAND), EROSIONS[4], w, middle);
                surface(temp, hum, Parameter.span(COAST, NEAR_INLAND), EROSIONS[5], w, middleOrSavanna);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[5], w, shattered);
                surface(temp, hum, Parameter.span(COAST, FAR_INLAND), EROSIONS[6], w, middle);
            }
        }
    }

    private void mid(Parameter w) {
        swampsAndStonyShore(w, NEAR_INLAND);
        for (int t = 0; t < TEMPERATURES.length; t++) {
            for (int h = 0; h < HUMIDITIES.length; h++) {
                Parameter temp = TEMPERATURES[t], hum = HUMIDITIES[h];
                String middle = middle(t, h, w);
                String middleOrBadlands = middleOrBadlandsIfHot(t, h, w);
                String middleOrBadlandsOrSlope = middleOrBadlandsIfHotOrSlopeIfCold(t, h, w);
                String shattered = shattered(t, h, w);
                String plateau = plateau(t, h, w);
                String beach = beach(t, h);
                String middleOrSavanna = windsweptSavannaOr(t, h, w, middle);
                String shatteredCoast = shatteredCoast(t, h, w);
                String slope = slope(t, h, w);
                surface(temp, hum, Parameter.span(NEAR_INLAND, FAR_INLAND), EROSIONS[0], w, slope);
                surface(temp, hum, Parameter.span(NEAR_INLAND, MID_INLAND), EROSIONS[1], w, middleOrBadlandsOrSlope);
                surface(temp, hum, FAR_INLAND, EROSIONS[1], w, t == 0 ? slope : plateau);
                surface(temp, hum, NEAR_INLAND, EROSIONS[2], w, middle);
                surface(temp, hum, MID_INLAND, EROSIONS[2], w, middleOrBadlands);
                surface(temp, hum, FAR_INLAND, EROSIONS[2], w, plateau);
                surface(temp, hum, Parameter.span(COAST, NEAR_INLAND), EROSIONS[3], w, middle);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[3], w, middleOrBadlands);
                if (w.max() < 0) {
                    surface(temp, hum, COAST, EROSIONS[4], w, beach);
                    surface(temp, hum, Parameter.span(NEAR_INLAND, FAR_INLAND), EROSIONS[4], w, middle);
                } else {
                    surface(temp, hum, Parameter.span(COAST, FAR_INLAND), EROSIONS[4], w, middle);
                }
                surface(temp, hum, COAST, EROSIONS[5], w, shatteredCoast);
                surface(temp, hum, NEAR_INLAND, EROSIONS[5], w, middleOrSavanna);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[5], w, shattered);
                surface(temp, hum, COAST, EROSIONS[6], w, w.max() < 0 ? beach : middle);
                if (t == 0) surface(temp, hum, Parameter.span(NEAR_INLAND, FAR_INLAND), EROSIONS[6], w, middle);
            }
        }
    }

    private void low(Parameter w) {
        swampsAndStonyShore(w, NEAR_INLAND);
        for (int t = 0; t < TEMPERATURES.length; t++) {
            for (int h = 0; h < HUMIDITIES.length; h++) {
                Parameter temp = TEMPERATURES[t], hum = HUMIDITIES[h];
                String middle = middle(t, h, w);
                String middleOrBadlands = middleOrBadlandsIfHot(t, h, w);
                String middleOrBadlandsOrSlope = middleOrBadlandsIfHotOrSlopeIfCold(t, h, w);
                String beach = beach(t, h);
                String middleOrSavanna = windsweptSavannaOr(t, h, w, middle);
                String shatteredCoast = shatteredCoast(t, h, w);
                surface(temp, hum, NEAR_INLAND, Parameter.span(EROSIONS[0], EROSIONS[1]), w, middleOrBadlands);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), Parameter.span(EROSIONS[0], EROSIONS[1]), w, middleOrBadlandsOrSlope);
                surface(temp, hum, NEAR_INLAND, Parameter.span(EROSIONS[2], EROSIONS[3]), w, middle);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), Parameter.span(EROSIONS[2], EROSIONS[3]), w, middleOrBadlands);
                surface(temp, hum, COAST, Parameter.span(EROSIONS[3], EROSIONS[4]), w, beach);
                surface(temp, hum, Parameter.span(NEAR_INLAND, FAR_INLAND), EROSIONS[4], w, middle);
                surface(temp, hum, COAST, EROSIONS[5], w, shatteredCoast);
                surface(temp, hum, NEAR_INLAND, EROSIONS[5], w, middleOrSavanna);
                surface(temp, hum, Parameter.span(MID_INLAND, FAR_INLAND), EROSIONS[5], w, middle);
                surface(temp, hum, COAST, EROSIONS[6], w, beach);
                if (t == 0) surface(temp, hum, Parameter.span(NEAR_INLAND, FAR_INLAND), EROSIONS[6], w, middle);
            }
        }
    }

    /** Stony shore on eroded coasts, then swamps (cool) and mangrove swamps (warm) on the wettest inland. */
    private void swampsAndStonyShore(Parameter w, Parameter inlandFrom) {
        surface(FULL_RANGE, FULL_RANGE, COAST, Parameter.span(EROSIONS[0], EROSIONS[2]), w, "stony_shore");
        swamps(w, inlandFrom);
    }

    private void swamps(Parameter w, Parameter inlandFrom) {
        surface(Parameter.span(TEMPERATURES[1], TEMPERATURES[2]), FULL_RANGE, Parameter.span(inlandFrom, FAR_INLAND), EROSIONS[6], w, "swamp");
        surface(Parameter.span(TEMPERATURES[3], TEMPERATURES[4]), FULL_RANGE, Parameter.span(inlandFrom, FAR_INLAND), EROSIONS[6], w, "mangrove_swamp");
    }

    private void valleys(Parameter w) {
        boolean negative = w.max() < 0;
        Parameter e01 = Parameter.span(EROSIONS[0], EROSIONS[1]);
        surface(FROZEN, FULL_RANGE, COAST, e01, w, negative ? "stony_shore" : "frozen_river");
        surface(UNFROZEN, FULL_RANGE, COAST, e01, w, negative ? "stony_shore" : "river");
        surface(FROZEN, FULL_RANGE, NEAR_INLAND, e01, w, "frozen_river");
        surface(UNFROZEN, FULL_RANGE, NEAR_INLAND, e01, w, "river");
        surface(FROZEN, FULL_RANGE, Parameter.span(COAST, FAR_INLAND), Parameter.span(EROSIONS[2], EROSIONS[5]), w, "frozen_river");
        surface(UNFROZEN, FULL_RANGE, Parameter.span(COAST, FAR_INLAND), Parameter.span(EROSIONS[2], EROSIONS[5]), w, "river");
        surface(FROZEN, FULL_RANGE, COAST, EROSIONS[6], w, "frozen_river");
        surface(UNFROZEN, FULL_RANGE, COAST, EROSIONS[6], w, "river");
        swamps(w, INLAND); // note: from the whole inland range's start, as the game
        surface(FROZEN, FULL_RANGE, Parameter.span(INLAND, FAR_INLAND), EROSIONS[6], w, "frozen_river");
        for (int t = 0; t < TEMPERATURES.length; t++) {
            for (int h = 0; h < HUMIDITIES.length; h++) {
                surface(TEMPERATURES[t], HUMIDITIES[h], Parameter.span(MID_INLAND, FAR_INLAND), e01, w, middleOrBadlandsIfHot(t, h, w));
            }
        }
    }

    private void addUnderground(boolean sulfurCaves) {
        underground(FULL_RANGE, FULL_RANGE, Parameter.span(0.8F, 1.0F), FULL_RANGE, FULL_RANGE, "dripstone_caves");
        underground(FULL_RANGE, Parameter.span(0.7F, 1.0F), FULL_RANGE, FULL_RANGE, FULL_RANGE, "lush_caves");
        if (sulfurCaves) underground(FULL_RANGE, FULL_RANGE, Parameter.span(COAST, INLAND), Parameter.span(EROSIONS[5], EROSIONS[6]), Parameter.span(-1.1F, -0.85F), "sulfur_caves");
        add(ParameterPoint.of(FULL_RANGE, FULL_RANGE, FULL_RANGE, Parameter.span(EROSIONS[0], EROSIONS[1]), Parameter.point(1.1F),
                FULL_RANGE, 0.0F), "deep_dark");
    }

    // ---- pickers ----

    private static String middle(int t, int h, Parameter w) {
        if (w.max() < 0) return MIDDLE[t][h];
        String v = MIDDLE_VARIANT[t][h];
        return v == null ? MIDDLE[t][h] : v;
    }

    private static String middleOrBadlandsIfHot(int t, int h, Parameter w) {
        return t == 4 ? badlands(h, w) : middle(t, h, w);
    }

    private static String middleOrBadlandsIfHotOrSlopeIfCold(int t, int h, Parameter w) {
        return t == 0 ? slope(t, h, w) : middleOrBadlandsIfHot(t, h, w);
    }

    private static String windsweptSavannaOr(int t, int h, Parameter w, String otherwise) {
        return t > 1 && h < 4 && w.max() >= 0 ? "windswept_savanna" : otherwise;
    }

    private static String shatteredCoast(int t, int h, Parameter w) {
        String b = w.max() >= 0 ? middle(t, h, w) : beach(t, h);
        return windsweptSavannaOr(t, h, w, b);
    }

    private static String beach(int t, int h) {
        return t == 0 ? "snowy_beach" : t == 4 ? "desert" : "beach";
    }

    private static String badlands(int h, Parameter w) {
        if (h < 2) return w.max() < 0 ? "badlands" : "eroded_badlands";
        return h < 3 ? "badlands" : "wooded_badlands";
    }

    private static String plateau(int t, int h, Parameter w) {
        if (w.max() >= 0 && PLATEAU_VARIANT[t][h] != null) return PLATEAU_VARIANT[t][h];
        return PLATEAU[t][h];
    }

    private static String peak(int t, int h, Parameter w) {
        if (t <= 2) return w.max() < 0 ? "jagged_peaks" : "frozen_peaks";
        return t == 3 ? "stony_peaks" : badlands(h, w);
    }

    private static String slope(int t, int h, Parameter w) {
        if (t >= 3) return plateau(t, h, w);
        return h <= 1 ? "snowy_slopes" : "grove";
    }

    private static String shattered(int t, int h, Parameter w) {
        String s = SHATTERED[t][h];
        return s == null ? middle(t, h, w) : s;
    }

    // ---- emitters ----

    /** A surface biome: the same box at depth 0 and at depth 1, offset 0. */
    private void surface(Parameter temp, Parameter hum, Parameter cont, Parameter eros, Parameter weird, String biome) {
        add(ParameterPoint.of(temp, hum, cont, eros, Parameter.point(0.0F), weird, 0.0F), biome);
        add(ParameterPoint.of(temp, hum, cont, eros, Parameter.point(1.0F), weird, 0.0F), biome);
    }

    /** A cave biome: depth [0.2, 0.9], offset 0. */
    private void underground(Parameter temp, Parameter hum, Parameter cont, Parameter eros, Parameter weird, String biome) {
        add(ParameterPoint.of(temp, hum, cont, eros, Parameter.span(0.2F, 0.9F), weird, 0.0F), biome);
    }

    private void add(ParameterPoint p, String biome) {
        out.add(new Entry(p, new ResourceId("minecraft", biome)));
    }
}
