package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.Shape;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.region.Compression;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sulfur spring's template placed beside wildflowers (seed 777, the spring in chunk (-2, -2), the flowers at
 * -29 78 -30, put there by a neighbour decorated before it in plan order): the shape update of the ground cover beside
 * a template ({@code feature/SurfaceShapeUpdates}) is written out, so the run decorates the area instead of stopping.
 * A walkthrough's {@code generate --seed 777 --radius 3c --until features} stopped there with an internal error.
 */
class SulfurSpringGroundCoverTest {
    @Test
    void theSpringBesideWildflowersIsPlaced(@TempDir Path dir) throws Exception {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 777L);
        RegionPlan plan = RegionPlan.of(Center.parse("0,0"), Shape.parse("square"), 48, Pattern.REGION);
        List<RegionWork> work = SchedTesting.work(plan);
        GenerateListener quiet = new GenerateListener() {
            @Override
            public void chunksGenerated(int rx, int rz, int n) {}

            @Override
            public void regionWritten(int rx, int rz, long[] bits, int n) {}
        };
        DecorationJob job = new DecorationJob(g, new DecorationJob.Settings(dir.resolve("region"), Compression.ZLIB, 1, 1234, dir.resolve("journal.bin"),
                false, ChunkStep.FEATURES), quiet, null);
        GenerateJob.Result r = job.run(work, plan::contains, null);
        assertEquals(36, r.generated(), "every chunk of the 6 x 6 area decorated");
    }
}
