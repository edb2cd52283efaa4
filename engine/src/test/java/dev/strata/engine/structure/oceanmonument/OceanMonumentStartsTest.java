package dev.strata.engine.structure.oceanmonument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureTypes;
import org.junit.jupiter.api.Test;

/**
 * Ocean monument starts of seed 13579 against the game's {@code OceanMonumentStructure} (no fixture start and no
 * harness cluster holds a monument: the two monument candidates next to harness clusters, chunks (429640, -272439) and
 * (-408529, -480572), fail the surrounding test and their boxes would not reach the clusters' chunks anyway). The
 * candidate chunks are those of the {@code ocean_monuments} set (spacing 32, separation 5, salt 10387313,
 * triangular).
 */
class OceanMonumentStartsTest {
    private static Structure monument() {
        StructureTypes.Loader loader = StructureTypes.get(ResourceId.parse("minecraft:ocean_monument"));
        assertNotNull(loader, "minecraft:ocean_monument is a type Strata builds");
        return SimpleStructures.bind("minecraft:monument", loader);
    }

    @Test
    void aDeepOceanCandidateSurroundedByOceanHasTheBuildingAsItsOnePiece() {
        Structure s = monument();
        int cx = -188, cz = -23;
        StructureStart start = SimpleStructures.generate(s, cx, cz);
        assertEquals(1, start.pieces().size(), "the rooms are the building's own children, not the start's pieces");
        MonumentBuilding b = (MonumentBuilding) start.pieces().get(0);
        WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0L));
        r.setLargeFeatureSeed(13579L, cx, cz);
        assertEquals(Direction.HORIZONTAL[r.nextInt(4)], b.getOrientation(), "the facing is the start random's first draw");
        int x = (cx << 4) - 29, z = (cz << 4) - 29;
        assertEquals(new BoundingBox(x, 39, z, x + 57, 61, z + 57), b.getBoundingBox());
        assertEquals("minecraft:omb", b.createTag().getString("id"));
        assertEquals(0, b.createTag().getInt("GD"));
    }

    @Test
    void aDeepOceanCentreWithLandWithin29BlocksHasNoStart() {
        OceanMonumentStructure s = (OceanMonumentStructure) monument();
        int cx = -317, cz = 264;
        GenerationContext c = GenerationContext.of(13579L, cx, cz, 63, -64, 384, SimpleStructures.context());
        int centre = c.level().noiseBiome(((cx << 4) + 8) >> 2, 63 >> 2, ((cz << 4) + 8) >> 2);
        assertTrue(s.settings().allows(centre), "the centre is a monument biome");
        // some quart of the box around (min + 9, 63, min + 9) +- 29 is neither ocean nor river
        boolean land = false;
        int px = (cx << 4) + 9, pz = (cz << 4) + 9;
        for (int qx = (px - 29) >> 2; qx <= (px + 29) >> 2; qx++) {
            for (int qz = (pz - 29) >> 2; qz <= (pz + 29) >> 2; qz++) {
                for (int qy = (63 - 29) >> 2; qy <= (63 + 29) >> 2; qy++) {
                    String name = SimpleStructures.overworld().biomes().name(c.level().noiseBiome(qx, qy, qz)).toString();
                    if (!name.contains("ocean") && !name.contains("river")) land = true;
                }
            }
        }
        assertTrue(land);
        assertFalse(s.findGenerationPoint(c).isPresent(), "a biome outside the required surrounding forbids the start");
        assertTrue(SimpleStructures.generate(s, cx, cz).pieces().isEmpty());
    }

    @Test
    void anOceanCandidateThatIsNotDeepHasNoStart() {
        Structure s = monument();
        // surrounded by oceans, but its centre is not in #has_structure/ocean_monument (the deep oceans)
        GenerationContext c = GenerationContext.of(13579L, 8, 10, 63, -64, 384, SimpleStructures.context());
        assertTrue(((OceanMonumentStructure) s).surroundedBy(c, (8 << 4) + 9, 63, (10 << 4) + 9));
        assertTrue(SimpleStructures.generate(s, 8, 10).pieces().isEmpty());
    }
}
