package dev.strata.engine.structure.stronghold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.Decorated;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * Strongholds through the structure machinery of the seed-13579 overworld: the first ring's three chunks (the same as
 * Cubiomes', see {@code StrongholdRingsCubiomesTest}) each start a stronghold, made as {@link StrongholdStructure}
 * makes it for the overworld's sea level 63 and bottom -64, buried (inflated by 12), saved in the start chunk; the
 * features step places its start stair.
 */
class StrongholdStartsTest {
    private static final int[][] FIRST_RING = {{-29, 88}, {-64, -64}, {94, -29}};

    @Test
    void theFirstRingStartsStrongholds() {
        DimensionGenerator g = SimpleStructures.overworld();
        StructureStarts starts = g.structureStarts();
        ResourceId id = ResourceId.parse("minecraft:stronghold");
        assertTrue(starts.supported(id));
        for (int[] c : FIRST_RING) {
            List<StructureStart> at = starts.startsAt(c[0], c[1], SimpleStructures.context());
            StructureStart s = at.stream().filter(x -> x.structure().equals("minecraft:stronghold")).findFirst().orElseThrow();
            List<StructurePiece> want = StrongholdStructure.generatePieces(new WorldgenRandom(new LegacyRandom(0L)), 13579L, c[0], c[1], 63, -64);
            assertEquals(want.size(), s.pieces().size());
            for (int i = 0; i < want.size(); i++) assertEquals(want.get(i).createTag(), s.pieces().get(i).createTag(), "piece " + i);
            assertEquals(12, s.inflate(), "terrain_adaptation bury");
            long portals = s.pieces().stream().filter(p -> p.typeId().equals("minecraft:shpr")).count();
            assertEquals(1, portals);
            System.out.println("stronghold at chunk " + c[0] + ", " + c[1] + ": " + s.pieces().size() + " pieces, box " + s.boundingBox());
            CompoundBinaryTag tag = starts.chunkTag(c[0], c[1], SimpleStructures.context()).getCompound("starts").getCompound("minecraft:stronghold");
            assertEquals("minecraft:stronghold", tag.getString("id"));
            assertEquals(s.pieces().size(), tag.getList("Children").size());
            assertEquals("minecraft:shstart", tag.getList("Children").getCompound(0).getString("id"));
        }
        // a neighbouring chunk starts none
        assertTrue(starts.startsAt(-28, 88, SimpleStructures.context()).stream().noneMatch(x -> x.structure().equals("minecraft:stronghold")));
    }

    /** The features step of the start chunk fills the start stair's walls with stone bricks, only with structures on. */
    @Test
    void theFeaturesStepPlacesTheStartStair() {
        int cx = -29, cz = 88;
        StructureStart s = SimpleStructures.overworld().structureStarts().startsAt(cx, cz, SimpleStructures.context()).stream()
                .filter(x -> x.structure().equals("minecraft:stronghold")).findFirst().orElseThrow();
        BoundingBox first = s.pieces().get(0).getBoundingBox();
        ProtoChunk on = Decorated.chunk(cx, cz, true), off = Decorated.chunk(cx, cz, false);
        var states = SimpleStructures.overworld().features().states();
        int placed = 0, before = 0;
        for (int x = first.minX(); x <= first.maxX(); x++) {
            for (int z = first.minZ(); z <= first.maxZ(); z++) {
                for (int y = first.minY(); y <= first.maxY(); y++) {
                    if (states.registry().blockName(on.getBlock(x & 15, y, z & 15)).endsWith("stone_bricks")) placed++;
                    if (states.registry().blockName(off.getBlock(x & 15, y, z & 15)).endsWith("stone_bricks")) before++;
                }
            }
        }
        assertEquals(0, before, "no stone bricks without structures");
        // the stair's faces: 5 x 11 x 5 less the inside 3 x 9 x 3 and the two doorways, plus the steps
        assertTrue(placed > 120, placed + " stone bricks of the start stair");
    }
}
