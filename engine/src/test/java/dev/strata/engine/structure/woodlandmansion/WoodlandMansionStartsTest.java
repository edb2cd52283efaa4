package dev.strata.engine.structure.woodlandmansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mansion nearest the origin of seed 13579 (the woodland_mansions set's candidate at chunk (-117, -152); the
 * candidates of the 143 other squares within six of the origin give none), through {@link StructureStarts} as the
 * structure_starts step makes it: the rotation the chunk's random draws first, the start at block (7, 7) of the chunk
 * at the lowest of the four corner heights the rotation names (each the base height less one, asked of the noise
 * here), the entrance 9 blocks west of it in the mansion's frame, and 630 pieces. No game-made mansion is at hand
 * (the fixture's starts and SteelMC's hash clusters hold none), so the piece count is Strata's, recorded here to
 * guard it.
 */
class WoodlandMansionStartsTest {
    private static final int CX = -117, CZ = -152;

    /**
     * The start position over 24 chunks around the mansion (all four rotations among them): block (7, 7) of the chunk
     * at the lowest corner height the chunk's rotation names, or no start below y 60.
     */
    @Test
    void startPositionForEachRotation() {
        WoodlandMansionStructure s = (WoodlandMansionStructure) SimpleStructures.bind("minecraft:mansion", WoodlandMansionStructure::bind);
        StructureStarts.Context c = SimpleStructures.context();
        java.util.Set<Integer> rotations = new java.util.HashSet<>();
        int starts = 0;
        for (int i = 0; i < 24; i++) {
            int cx = CX - 12 + i, cz = CZ + (i % 5) - 2;
            WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0L));
            r.setLargeFeatureSeed(13579L, cx, cz);
            int rotation = r.nextInt(4);
            rotations.add(rotation);
            int x = (cx << 4) + 7, z = (cz << 4) + 7;
            int dx = rotation == 1 || rotation == 2 ? -5 : 5, dz = rotation == 2 || rotation == 3 ? -5 : 5;
            int y = Math.min(Math.min(c.worldSurfaceWg(x, z), c.worldSurfaceWg(x, z + dz)), Math.min(c.worldSurfaceWg(x + dx, z), c.worldSurfaceWg(x + dx, z + dz))) - 1;
            var stub = s.findGenerationPoint(dev.strata.engine.structure.GenerationContext.of(13579L, cx, cz, 63, -64, 384, c));
            assertEquals(y >= WoodlandMansionStructure.MIN_Y, stub.isPresent(), "chunk " + cx + ", " + cz);
            if (stub.isEmpty()) continue;
            starts++;
            assertEquals(List.of(x, y, z), List.of(stub.get().x(), stub.get().y(), stub.get().z()), "chunk " + cx + ", " + cz);
        }
        assertEquals(4, rotations.size(), rotations.toString());
        assertTrue(starts > 0);
    }

    @Test
    void startOfTheMansionNearTheOrigin() {
        StructureStarts starts = SimpleStructures.overworld().structureStarts();
        List<StructureStart> at = starts.startsAt(CX, CZ, SimpleStructures.context());
        StructureStart mansion = at.stream().filter(s -> s.structure().equals("minecraft:mansion")).findFirst().orElseThrow(() -> new AssertionError(at));
        WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0L));
        r.setLargeFeatureSeed(13579L, CX, CZ);
        int rotation = r.nextInt(4);
        int x = (CX << 4) + 7, z = (CZ << 4) + 7;
        int dx = rotation == 1 || rotation == 2 ? -5 : 5, dz = rotation == 2 || rotation == 3 ? -5 : 5;
        StructureStarts.Context c = SimpleStructures.context();
        int y = Math.min(Math.min(c.worldSurfaceWg(x, z), c.worldSurfaceWg(x, z + dz)), Math.min(c.worldSurfaceWg(x + dx, z), c.worldSurfaceWg(x + dx, z + dz))) - 1;
        assertTrue(y >= WoodlandMansionStructure.MIN_Y, "y " + y);
        WoodlandMansionPiece entrance = (WoodlandMansionPiece) mansion.pieces().get(0);
        assertEquals("entrance", entrance.templateName());
        assertEquals(rotation, entrance.rotation().ordinal());
        // the mansion's west turned by the rotation: west, north, east, south
        int[][] west = {{-9, 0}, {0, -9}, {9, 0}, {0, 9}};
        assertEquals(List.of(x + west[rotation][0], y, z + west[rotation][1]),
                List.of(entrance.templatePosition()[0], entrance.templatePosition()[1], entrance.templatePosition()[2]));
        assertEquals(630, mansion.pieces().size());
        assertEquals(0, mansion.inflate(), "terrain_adaptation none");
        for (StructurePiece p : mansion.pieces()) assertEquals("minecraft:wmp", p.typeId());
    }
}
