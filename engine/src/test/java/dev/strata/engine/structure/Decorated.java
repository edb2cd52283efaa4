package dev.strata.engine.structure;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;

/** Test support: a chunk of the seed-13579 overworld decorated with its eight neighbours at carvers, structures on or off. */
public final class Decorated {
    private static final DimensionGenerator[] GENERATORS = new DimensionGenerator[2];

    private Decorated() {}

    private static synchronized DimensionGenerator generator(boolean structures) {
        int i = structures ? 1 : 0;
        if (GENERATORS[i] == null) {
            GENERATORS[i] = structures ? SimpleStructures.overworld()
                    : DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
            GENERATORS[i].setGenerateStructures(structures);
        }
        return GENERATORS[i];
    }

    /** The decorated centre chunk. */
    public static ProtoChunk chunk(int cx, int cz, boolean structures) {
        return around(cx, cz, structures)[4];
    }

    /** The 3 x 3 chunks after decorating the centre (index (dz + 1) * 3 + dx + 1). */
    public static ProtoChunk[] around(int cx, int cz, boolean structures) {
        DimensionGenerator g = generator(structures);
        DimensionGenerator.Worker w = g.newWorker();
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = g.newChunk();
                w.generate(cx + dx, cz + dz, ChunkStep.CARVERS, c);
                around[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        w.decorate(around);
        return around;
    }
}
