package dev.strata.engine.structure.endcity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.structure.template.ShapeUpdateCandidates;
import dev.strata.engine.testing.SharedData;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * No block an end city's shape updates can meet is refused by {@link EndCityShapeUpdates}: the states of every
 * {@code end_city/} template, of the features of the end city's biomes and of the End's noise settings
 * ({@code structure.template.ShapeUpdateCandidates}, read from the data).
 */
class EndCityShapeUpdateCoverageTest {
    @Test
    void endCities() {
        BlockStates s = new BlockStates(SharedData.vanilla());
        ShapeUpdateCandidates c = new ShapeUpdateCandidates(SharedData.vanilla(), s);
        Set<String> biomes = c.structureBiomes("end_city");
        assertTrue(biomes.contains("minecraft:end_highlands"), biomes.toString());
        BitSet blocks = c.paletteBlocks("end_city");
        blocks.or(c.biomeBlocks(biomes));
        blocks.or(c.noiseSettingsBlocks("end"));
        List<Integer> states = c.allStates(blocks);
        assertTrue(states.contains(s.defaultState("minecraft:chorus_flower")), "chorus flowers are among the candidates");
        List<String> refused = c.refusals(states, EndCityShapeUpdates::updateShape);
        assertEquals(List.of(), refused, refused.size() + " blocks refused");
    }
}
