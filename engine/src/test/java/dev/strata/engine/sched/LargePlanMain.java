package dev.strata.engine.sched;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.Center;
import dev.strata.engine.plan.ChunkPos;
import dev.strata.engine.plan.Pattern;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.plan.RegionTask;
import dev.strata.regionio.region.Compression;
import java.nio.file.Path;
import java.util.Iterator;

/**
 * Child JVM of {@link DecorationJobMemoryTest}: a features run in the End over a square plan of the given radius
 * (blocks), its regions computed as the job asks for them (as {@code generate} hands them over), stopped after its
 * first decoration. Prints {@code done <generated> <written>} when the run returns. Arguments: {@code <vanilla data
 * folder> <world folder> <radius>}.
 */
public final class LargePlanMain {
    private LargePlanMain() {}

    public static void main(String[] args) throws Exception {
        DimensionGenerator g = DimensionGenerator.load(DataPack.open(Path.of(args[0])), ResourceId.parse("minecraft:the_end"), null, 13579L);
        Path world = Path.of(args[1]);
        RegionPlan plan = RegionPlan.of(Center.parse("0,0"), dev.strata.engine.plan.Shape.parse("square"), Long.parseLong(args[2]), Pattern.REGION);
        Iterable<RegionWork> work = () -> new Iterator<>() {
            int i;

            @Override
            public boolean hasNext() {
                return i < plan.regionCount();
            }

            @Override
            public RegionWork next() {
                RegionTask t = plan.region(i++);
                long[] c = t.chunks();
                int[] xs = new int[c.length], zs = new int[c.length];
                for (int k = 0; k < c.length; k++) {
                    xs[k] = ChunkPos.x(c[k]);
                    zs[k] = ChunkPos.z(c[k]);
                }
                return new RegionWork(t.regionX(), t.regionZ(), xs, zs);
            }
        };
        DecorationJob[] job = new DecorationJob[1];
        GenerateListener stopper = new GenerateListener() {
            @Override
            public void chunksGenerated(int rx, int rz, int n) {
                job[0].requestStop();
            }

            @Override
            public void regionWritten(int rx, int rz, long[] bits, int n) {}
        };
        job[0] = new DecorationJob(g, new DecorationJob.Settings(world.resolve("region"), Compression.ZLIB, 2, 1234, world.resolve("journal.bin"),
                false, ChunkStep.FEATURES), stopper, null);
        GenerateJob.Result r = job[0].run(work, plan::contains, null);
        System.out.println("done " + r.generated() + " " + r.written() + " of " + plan.chunkCount());
    }
}
