package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import org.junit.jupiter.api.Test;

/** Biome ids are positions in the sorted 26.2 biome list. */
class BiomeRegistryTest {
    @Test
    void vanillaIds() {
        BiomeRegistry r = BiomeRegistry.load(SharedData.vanilla());
        assertEquals(66, r.size());
        assertEquals(ResourceId.parse("minecraft:badlands"), r.name(0));
        assertEquals(21, r.id(ResourceId.parse("minecraft:forest")));
        assertEquals(40, r.id(ResourceId.parse("minecraft:plains")));
        assertEquals(ResourceId.parse("minecraft:wooded_badlands"), r.name(65));
    }
}
