package dev.strata.engine.structure.ruinedportal;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import dev.strata.engine.surface.BiomeTemperature;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The ruined portal (game: {@code structures.RuinedPortalStructure}, type {@code minecraft:ruined_portal}). Draws
 * from the start's random, in order: the setup ({@code nextFloat} against the cumulative weights, only when there is
 * more than one), the air pocket ({@code nextFloat() < air_pocket_probability} unless it is 0 or 1), the template
 * ({@code nextFloat() < 0.05}: {@code nextInt(3)} of the giant portals, else {@code nextInt(10)} of the portals), the
 * rotation ({@code nextInt(4)}), the mirror ({@code nextFloat() < 0.5}: none, else front-back), then the height
 * draws of {@link #findSuitableY}. The template's box at the chunk's min corner (y 0) turned about the pivot
 * (size x / 2, 0, size z / 2) gives the centre whose first occupied height (ocean floor for {@code on_ocean_floor},
 * else world surface) starts the height search. The stub and the one piece sit at the chunk's min corner at that
 * height; {@code can_be_cold} setups take {@code cold} from the noise biome there ({@code coldEnoughToSnow}).
 *
 * @param settings the shared fields
 * @param setups the data's {@code setups}
 * @param templates the portal templates ({@code ruined_portal/portal_1..10})
 * @param giantTemplates the giant ones ({@code ruined_portal/giant_portal_1..3})
 * @param states the pack's block states (for the base columns)
 * @param temperatures the biomes' temperatures (for {@code cold})
 */
public record RuinedPortalStructure(StructureSettings settings, List<Setup> setups, StructureTemplate[] templates, StructureTemplate[] giantTemplates,
        BlockStates states, BiomeTemperature temperatures) implements Structure {
    /** Game: {@code PROBABILITY_OF_GIANT_PORTAL}. */
    private static final float PROBABILITY_OF_GIANT_PORTAL = 0.05f;
    /** Game: {@code MIN_Y_INDEX}: the height search stops 15 above the bottom of the world. */
    private static final int MIN_Y_INDEX = 15;

    /**
     * A setup of the data (game: {@code RuinedPortalStructure.Setup}).
     *
     * @param placement where it goes
     * @param airPocketProbability 0..1
     * @param mossiness 0..1
     * @param overgrown leaves on the netherrack
     * @param vines vines on the sides
     * @param canBeCold whether {@code cold} is looked up
     * @param replaceWithBlackstone the blackstone processor
     * @param weight positive
     */
    public record Setup(VerticalPlacement placement, float airPocketProbability, float mossiness, boolean overgrown, boolean vines, boolean canBeCold,
            boolean replaceWithBlackstone, float weight) {}

    /** The {@link StructureTypes} loader: reads {@code setups} and the templates. */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        JsonCursor list = root.get("setups");
        List<Setup> setups = new ArrayList<>();
        for (JsonCursor s : list.elements()) {
            JsonCursor p = s.get("placement");
            VerticalPlacement placement = null;
            for (VerticalPlacement v : VerticalPlacement.values()) if (v.serializedName().equals(p.asString())) placement = v;
            if (placement == null) throw p.error("unknown placement \"" + p.asString() + "\"");
            setups.add(new Setup(placement, unit(s.get("air_pocket_probability")), unit(s.get("mossiness")), s.get("overgrown").asBoolean(),
                    s.get("vines").asBoolean(), s.get("can_be_cold").asBoolean(), s.get("replace_with_blackstone").asBoolean(), positive(s.get("weight"))));
        }
        if (setups.isEmpty()) throw list.error("empty list of setups");
        BlockStates states = context.states().get();
        StructureTemplate[] portals = new StructureTemplate[10];
        for (int i = 0; i < portals.length; i++) portals[i] = StructureTemplateManager.get(states, ResourceId.parse(name(false, i)));
        StructureTemplate[] giants = new StructureTemplate[3];
        for (int i = 0; i < giants.length; i++) giants[i] = StructureTemplateManager.get(states, ResourceId.parse(name(true, i)));
        var biomes = context.biomes();
        BiomeTemperature t = BiomeTemperature.load(context.pack(), biomes.size(), i -> biomes.name(i).toString());
        return new RuinedPortalStructure(settings, List.copyOf(setups), portals, giants, states, t);
    }

    /** Game: {@code STRUCTURE_LOCATION_PORTALS} / {@code STRUCTURE_LOCATION_GIANT_PORTALS}. */
    static String name(boolean giant, int i) {
        return "minecraft:ruined_portal/" + (giant ? "giant_portal_" : "portal_") + (i + 1);
    }

    private static float unit(JsonCursor c) {
        float f = c.asFloat();
        if (!(f >= 0f && f <= 1f)) throw c.error("value " + f + " outside [0, 1]");
        return f;
    }

    private static float positive(JsonCursor c) {
        float f = c.asFloat();
        if (!(f > 0f)) throw c.error("value " + f + " is not positive");
        return f;
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
        RandomSource random = c.random();
        Setup setup = null;
        if (setups.size() > 1) {
            float total = 0f;
            for (Setup s : setups) total += s.weight();
            float pick = random.nextFloat();
            for (Setup s : setups) {
                if ((pick -= s.weight() / total) < 0f) {
                    setup = s;
                    break;
                }
            }
        } else {
            setup = setups.get(0);
        }
        if (setup == null) throw new IllegalStateException("no ruined portal setup picked");
        boolean airPocket = sample(random, setup.airPocketProbability());
        boolean giant = random.nextFloat() < PROBABILITY_OF_GIANT_PORTAL;
        int index = giant ? random.nextInt(giantTemplates.length) : random.nextInt(templates.length);
        StructureTemplate template = giant ? giantTemplates[index] : templates[index];
        String name = name(giant, index);
        Rotation rotation = Rotation.values()[random.nextInt(4)];
        Mirror mirror = random.nextFloat() < 0.5f ? Mirror.NONE : Mirror.FRONT_BACK;
        int pivotX = template.sizeX() / 2, pivotZ = template.sizeZ() / 2;
        int baseX = c.minBlockX(), baseZ = c.minBlockZ();
        BoundingBox box = RuinedPortalPiece.boundingBox(template, mirror, rotation, pivotX, pivotZ, baseX, 0, baseZ);
        int cx = box.centerX(), cz = box.centerZ();
        VerticalPlacement placement = setup.placement();
        int surfaceY = (placement == VerticalPlacement.ON_OCEAN_FLOOR ? c.level().oceanFloorWg(cx, cz) : c.level().worldSurfaceWg(cx, cz)) - 1;
        int y = findSuitableY(c, random, placement, airPocket, surfaceY, box.getYSpan(), box);
        Setup chosen = setup;
        return Optional.of(new GenerationStub(baseX, y, baseZ, builder -> {
            boolean cold = false;
            if (chosen.canBeCold()) {
                int biome = c.level().noiseBiome(baseX >> 2, y >> 2, baseZ >> 2);
                cold = temperatures.coldEnoughToSnow(biome, baseX, y, baseZ, c.seaLevel());
            }
            RuinedPortalPiece.Properties properties = new RuinedPortalPiece.Properties(cold, chosen.mossiness(), airPocket, chosen.overgrown(),
                    chosen.vines(), chosen.replaceWithBlackstone());
            builder.addPiece(new RuinedPortalPiece(name, template, baseX, y, baseZ, placement, properties, rotation, mirror));
        }));
    }

    /** Game: {@code sample}: no draw for 0 or 1. */
    private static boolean sample(RandomSource random, float limit) {
        if (limit == 0f) return false;
        if (limit == 1f) return true;
        return random.nextFloat() < limit;
    }

    /** Game: {@code Mth.randomBetweenInclusive}. */
    private static int between(RandomSource random, int min, int maxInclusive) {
        return random.nextInt(maxInclusive - min + 1) + min;
    }

    /** Game: {@code getRandomWithinInterval}: no draw when the interval is empty. */
    private static int withinInterval(RandomSource random, int minPreferred, int max) {
        return minPreferred < max ? between(random, minPreferred, max) : max;
    }

    /**
     * Game: {@code findSuitableY}: the preferred height (nether: 32..100 with an air pocket, else half the time
     * 27..29 and half 29..100; mountain: 70..surface - height; underground: bottom + 15..surface - height; partly
     * buried: surface - height + 2..8; else the surface), then down from it to the first y (above bottom + 15) where
     * three of the box's four bottom corner columns of the base noise hold an opaque block (not air; ocean floor:
     * blocks motion).
     */
    private int findSuitableY(GenerationContext c, RandomSource random, VerticalPlacement placement, boolean airPocket, int surfaceY, int ySpan,
            BoundingBox box) {
        int minY = c.minY() + MIN_Y_INDEX;
        int newY;
        if (placement == VerticalPlacement.IN_NETHER) {
            if (airPocket) newY = between(random, 32, 100);
            else if (random.nextFloat() < 0.5f) newY = between(random, 27, 29);
            else newY = between(random, 29, 100);
        } else if (placement == VerticalPlacement.IN_MOUNTAIN) {
            newY = withinInterval(random, 70, surfaceY - ySpan);
        } else if (placement == VerticalPlacement.UNDERGROUND) {
            newY = withinInterval(random, minY, surfaceY - ySpan);
        } else if (placement == VerticalPlacement.PARTLY_BURIED) {
            newY = surfaceY - ySpan + between(random, 2, 8);
        } else {
            newY = surfaceY;
        }
        // the context lends one array for every column it returns: each corner's column is copied before the next is asked
        int[][] columns = {c.level().baseColumn(box.minX(), box.minZ()).clone(), c.level().baseColumn(box.maxX(), box.minZ()).clone(),
            c.level().baseColumn(box.minX(), box.maxZ()).clone(), c.level().baseColumn(box.maxX(), box.maxZ()).clone()};
        boolean oceanFloor = placement == VerticalPlacement.ON_OCEAN_FLOOR;
        int y;
        search:
        for (y = newY; y > minY; y--) {
            int solid = 0;
            for (int[] column : columns) {
                int i = y - c.minY();
                if (i < 0 || i >= column.length) continue; // game: NoiseColumn.getBlock gives air outside the column
                int state = column[i];
                boolean opaque = oceanFloor ? states.blocksMotion(state) : !states.isAir(state);
                if (opaque && ++solid == 3) break search;
            }
        }
        return y;
    }
}
