package dev.strata.cli;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.plan.RegionPlan;
import dev.strata.engine.sched.ExistingChunks;
import dev.strata.engine.sched.GenerateJob;
import dev.strata.regionio.region.Compression;
import java.nio.file.Path;
import java.util.List;

/**
 * What a {@code generate} run has read and decided before it writes anything: for each dimension (the lists share
 * their indices) its plan, its loaded generator and its region folder, and for the run the seed, the data, the step
 * written, the compression, what it does with existing chunks and how much it writes. A dry run prints it; a run
 * goes on with it.
 *
 * @param pack the data the generators were loaded from (an existing world's own dimension settings on top)
 * @param randomSeed a new world whose seed the run draws itself (no --seed, no server level-seed): a dry run names none
 * @param serverPreset the overworld's noise settings a new world takes from the server's level-type, or null
 * @param survey the region files of the area as found (empty for a new world)
 * @param around per dimension, past carvers over an existing world without a stopped run's checkpoint: the chunks in and
 *     next to the area as the run sorts them ({@link ExistingChunks#scan}, unreadable ones listed rather than
 *     stopping it), else null (a resumed run's saved list decides)
 * @param continuedInArea the area's chunks already on disk that the run continues and so writes again (of every dimension)
 * @param planned the chunks of every dimension's area
 * @param toWrite the chunks of the areas to be written: without --force those not already there, those continued
 *     (and, with --repair, the unreadable ones)
 * @param estimate the bytes expected on disk for {@code toWrite} chunks ({@link DiskSpace#bytesPerChunk})
 */
record PreparedRun(List<ResourceId> dims, List<RegionPlan> plans, List<DimensionGenerator> generators, List<Path> folders,
        DataPack pack, long worldSeed, boolean randomSeed, ResourceId serverPreset, ChunkStep target, int threads,
        Compression compression, PlanSurvey survey, List<ExistingChunks> around, long continuedInArea, GenerateJob.Existing existingMode, long planned, long toWrite, long estimate) {

    /** Whether the run goes past carvers: the features job (the area decorated, a ring around it). */
    boolean decorates() {
        return target.compareTo(ChunkStep.CARVERS) > 0;
    }

    /** A line's prefix naming dimension {@code di} ({@code "minecraft:the_end: "}) when the run has several, else empty. */
    String prefix(int di) {
        return dims.size() > 1 ? dims.get(di) + ": " : "";
    }

    /** A line's suffix naming dimension {@code di} ({@code " (minecraft:the_end)"}) when the run has several, else empty. */
    String suffix(int di) {
        return dims.size() > 1 ? " (" + dims.get(di) + ")" : "";
    }
}
