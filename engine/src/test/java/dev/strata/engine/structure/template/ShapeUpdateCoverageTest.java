package dev.strata.engine.structure.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.TemplateShapeUpdates;
import dev.strata.engine.testing.SharedData;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * No vanilla 26.2 block a structure's shape updates can meet is refused: for each family whose templates the game
 * places without a known shape, every block of its templates (and what its processors make of them), of the features
 * of every biome of its dimension (the biomes it starts in and any its edge may reach) and of its dimension's terrain
 * ({@link ShapeUpdateCandidates}, read from the data) gets an answer from the rule class the family's placement asks ({@link PieceShapeUpdates} for the pieces, {@link TemplateShapeUpdates} for
 * {@code placeInWorld} with the default settings). End cities: {@code endcity.EndCityShapeUpdateCoverageTest}.
 */
class ShapeUpdateCoverageTest {
    private static final BlockStates S = new BlockStates(SharedData.vanilla());
    private static final ShapeUpdateCandidates C = new ShapeUpdateCandidates(SharedData.vanilla(), S);

    /** The blocks of every biome of {@code #is_overworld} / {@code #is_nether}, read once. */
    private static final Set<String> OVERWORLD = C.tagBiomes("minecraft:is_overworld"), NETHER = C.tagBiomes("minecraft:is_nether");
    private static BitSet overworldBlocks, netherBlocks;

    /**
     * The states of the family's templates ({@code structure/<templates>/}, through the ruined portals' processors when
     * {@code processors}) and of every biome of the structure's dimension (not only the biomes it starts in: its edge
     * may reach into a neighbouring one), and the dimension's terrain; {@code biomes} (where it starts) must be among them.
     */
    private static List<Integer> candidates(String templates, boolean processors, Set<String> biomes, String noiseSettings) {
        boolean nether = noiseSettings.equals("nether");
        Set<String> dimension = nether ? NETHER : OVERWORLD;
        assertTrue(!biomes.isEmpty() && dimension.containsAll(biomes), biomes + " within the dimension's biomes");
        BitSet blocks = C.paletteBlocks(templates);
        if (processors) blocks = C.processed(blocks);
        blocks.or(dimensionBlocks(nether));
        blocks.or(C.noiseSettingsBlocks(noiseSettings));
        return C.allStates(blocks);
    }

    private static synchronized BitSet dimensionBlocks(boolean nether) {
        if (nether && netherBlocks == null) netherBlocks = C.biomeBlocks(NETHER);
        if (!nether && overworldBlocks == null) overworldBlocks = C.biomeBlocks(OVERWORLD);
        return nether ? netherBlocks : overworldBlocks;
    }

    private static Set<String> biomes(String... structures) {
        Set<String> out = new TreeSet<>();
        for (String st : structures) out.addAll(C.structureBiomes(st));
        return out;
    }

    private static void assertAnswered(List<Integer> states, ShapeUpdateCandidates.Rule rule) {
        List<String> refused = C.refusals(states, rule);
        assertEquals(List.of(), refused, refused.size() + " blocks refused");
    }

    /**
     * The mansion starts in dark forests and pale gardens and meets their ground cover (moss carpets, creaking hearts,
     * leaf litter) and, at its edge, any overworld biome's.
     */
    @Test
    void woodlandMansion() {
        Set<String> biomes = biomes("mansion");
        assertEquals(Set.of("minecraft:dark_forest", "minecraft:pale_garden"), biomes);
        List<Integer> states = candidates("woodland_mansion", false, biomes, "overworld");
        for (String b : List.of("minecraft:pale_moss_carpet", "minecraft:creaking_heart", "minecraft:leaf_litter", "minecraft:red_mushroom_block",
                "minecraft:chest", "minecraft:cobblestone_wall")) {
            assertTrue(states.contains(S.defaultState(b)), b + " is among the candidates");
        }
        assertAnswered(states, PieceShapeUpdates::updateShape);
    }

    @Test
    void igloo() {
        assertAnswered(candidates("igloo", false, biomes("igloo"), "overworld"), PieceShapeUpdates::updateShape);
    }

    @Test
    void shipwrecks() {
        assertAnswered(candidates("shipwreck", false, biomes("shipwreck", "shipwreck_beached"), "overworld"), PieceShapeUpdates::updateShape);
    }

    @Test
    void oceanRuins() {
        assertAnswered(candidates("underwater_ruin", false, biomes("ocean_ruin_cold", "ocean_ruin_warm"), "overworld"), PieceShapeUpdates::updateShape);
    }

    @Test
    void overworldRuinedPortals() {
        Set<String> biomes = biomes("ruined_portal", "ruined_portal_desert", "ruined_portal_jungle", "ruined_portal_mountain", "ruined_portal_ocean",
                "ruined_portal_swamp");
        assertAnswered(candidates("ruined_portal", true, biomes, "overworld"), PieceShapeUpdates::updateShape);
    }

    @Test
    void netherRuinedPortals() {
        assertAnswered(candidates("ruined_portal", true, biomes("ruined_portal_nether"), "nether"), PieceShapeUpdates::updateShape);
    }

    @Test
    void netherFossils() {
        assertAnswered(candidates("nether_fossils", false, biomes("nether_fossil"), "nether"), TemplateShapeUpdates::updateShape);
    }

    /** The fossil feature's templates, in the biomes whose features place them. */
    @Test
    void fossils() {
        Set<String> biomes = C.biomesWithFeatureType("minecraft:fossil");
        assertTrue(biomes.contains("minecraft:desert") && biomes.contains("minecraft:swamp"), biomes.toString());
        assertAnswered(candidates("fossil", false, biomes, "overworld"), TemplateShapeUpdates::updateShape);
    }

    /** The sulfur spring feature's templates ({@code minecraft:template} features), in the biomes whose features place them. */
    @Test
    void sulfurSprings() {
        Set<String> biomes = C.biomesWithFeatureType("minecraft:template");
        assertTrue(!biomes.isEmpty(), "some biome places a template feature");
        assertAnswered(candidates("spring", false, biomes, "overworld"), TemplateShapeUpdates::updateShape);
    }
}
