package dev.strata.engine.structure.template;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * Game: {@code CappedProcessor} (26.2) with a constant limit: after all blocks were processed, its delegate runs on
 * the blocks in a shuffled order until {@code limit} of them changed. The shuffle's random is the game's
 * {@code RandomSource.createThreadLocalInstance(worldSeed).forkPositional().at(templatePosition)} (a legacy random;
 * the constant limit draws nothing), shuffled as {@code Util.toShuffledList}: for i from n down to 2, swap i - 1 with
 * {@code nextInt(i)}. It looks at the whole piece, so the whole template is processed.
 *
 * @param delegate the processor applied to the chosen blocks
 * @param limit how many blocks may change (game: a positive {@code IntProvider}; the pieces use constant 5)
 */
public record CappedProcessor(StructureProcessor delegate, int limit) implements StructureProcessor {
    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        return processed;
    }

    @Override
    public boolean evaluatesEntirePieceState() {
        return true;
    }

    @Override
    public void finalizeProcessing(WorldGenLevel level, int px, int py, int pz, long referencePos, List<StructureTemplate.BlockInfo> palette,
            PlacementScratch.BlockList processed, PlacementScratch scratch, ProcessedBlock work) {
        int n = processed.size();
        if (limit == 0 || n == 0) return;
        RandomSource random = new LegacyRandom(level.getSeed()).forkPositional().at(px, py, pz);
        int maxToReplace = Math.min(limit, n);
        if (maxToReplace < 1) return;
        int[] indices = scratch.indices(n);
        Shuffle.shuffle(indices, n, random);
        int replaced = 0;
        for (int k = 0; k < n && replaced < maxToReplace; k++) {
            int index = indices[k];
            int x = processed.x(index), y = processed.y(index), z = processed.z(index), state = processed.state(index);
            CompoundBinaryTag nbt = processed.nbt(index);
            ProcessedBlock after = delegate.processBlock(level, px, py, pz, referencePos, palette.get(processed.original(index)), work.set(x, y, z, state, nbt));
            if (after != null && !after.sameAs(x, y, z, state, nbt)) {
                replaced++;
                processed.set(index, after.x(), after.y(), after.z(), after.state(), after.nbt());
            }
        }
    }
}
