package dev.strata.engine.structure.jigsaw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.testing.SharedData;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The features step places the jigsaw pieces of the fixture's starts: decorating the chunk holding the start piece's
 * centre (with its eight neighbours at carvers) changes the blocks inside the start piece only with structures on,
 * and leaves no jigsaw or structure block behind (the jigsaw replacement and block ignore processors).
 */
class JigsawPostProcessTest {
    @ParameterizedTest
    @CsvSource({"minecraft:overworld, -98, -10, minecraft:village_savanna", "minecraft:overworld, -98, 7, minecraft:trial_chambers",
        "minecraft:the_nether, -96, -59, minecraft:bastion_remnant"})
    void theStartPieceIsPlaced(String dimension, int startX, int startZ, String structure) {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dimension), null, 13579L);
        DimensionGenerator.Worker w = g.newWorker();
        StructureStart start = g.structureStarts().startsAt(startX, startZ, w.structureContext()).stream().filter(s -> s.structure().equals(structure))
                .findFirst().orElseThrow();
        BoundingBox piece = start.pieces().get(0).getBoundingBox();
        int cx = piece.centerX() >> 4, cz = piece.centerZ() >> 4;
        ProtoChunk on = decorated(g, w, cx, cz), off = decorated(offGenerator(dimension), null, cx, cz);
        BlockStates s = g.features().states();
        int changed = 0, leftovers = 0;
        int jigsaw = s.blockIndex("minecraft:jigsaw"), structureBlock = s.blockIndex("minecraft:structure_block");
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                for (int y = on.minY(); y < on.minY() + on.height(); y++) {
                    int b = s.block(on.getBlock(x, y, z));
                    if (b == jigsaw || b == structureBlock) leftovers++;
                    if (piece.isInside((cx << 4) + x, y, (cz << 4) + z) && on.getBlock(x, y, z) != off.getBlock(x, y, z)) changed++;
                }
            }
        }
        assertEquals(0, leftovers, "jigsaw and structure blocks left in chunk " + cx + ", " + cz);
        assertTrue(changed > 50, changed + " blocks of the start piece changed in chunk " + cx + ", " + cz);
    }

    private static DimensionGenerator offGenerator(String dimension) {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dimension), null, 13579L);
        g.setGenerateStructures(false);
        return g;
    }

    /** The chunk decorated with its eight neighbours at carvers ({@code w}: a worker of {@code g} that has not decorated, or null). */
    private static ProtoChunk decorated(DimensionGenerator g, DimensionGenerator.Worker w, int cx, int cz) {
        if (w == null) w = g.newWorker();
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = g.newChunk();
                w.generate(cx + dx, cz + dz, ChunkStep.CARVERS, c);
                around[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        w.decorate(around);
        return around[4];
    }
}
