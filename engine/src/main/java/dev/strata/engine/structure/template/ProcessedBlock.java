package dev.strata.engine.structure.template;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSupport;
import java.util.Objects;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A template block on its way to the world (game: {@code StructureTemplate.StructureBlockInfo} after the position
 * transform): world position, state (not yet turned), block entity data or null.
 *
 * <p>Mutable, so that one instance carries every block of a placement through the processors (issue 13: nothing
 * allocated per block): a processor changes it in place and returns it, or returns null to drop the block. The game
 * makes a new record where a processor changes a block; {@link #sameAs} is that record's equality, which
 * {@link CappedProcessor} compares before and after. Both processor families use it: the template pieces' and the
 * jigsaw elements' ({@code jigsaw.StructureProcessor}).
 */
public final class ProcessedBlock {
    private int x, y, z, state;
    private CompoundBinaryTag nbt;
    private LegacyRandom random;

    public ProcessedBlock(int x, int y, int z, int state, CompoundBinaryTag nbt) {
        set(x, y, z, state, nbt);
    }

    /** Makes this block (x, y, z) with the given state and data; returns this. */
    public ProcessedBlock set(int x, int y, int z, int state, CompoundBinaryTag nbt) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.state = state;
        this.nbt = nbt;
        return this;
    }

    /** Gives this block another state and data (same position); returns this. */
    public ProcessedBlock set(int state, CompoundBinaryTag nbt) {
        this.state = state;
        this.nbt = nbt;
        return this;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public int z() {
        return z;
    }

    public int state() {
        return state;
    }

    public CompoundBinaryTag nbt() {
        return nbt;
    }

    /** Game: record equality of two block infos (position, state, data). */
    public boolean sameAs(int ox, int oy, int oz, int ostate, CompoundBinaryTag onbt) {
        return x == ox && y == oy && z == oz && state == ostate && Objects.equals(nbt, onbt);
    }

    /**
     * Game: {@code StructurePlaceSettings.getRandom(pos)} for settings without a random of their own: a legacy random
     * seeded with {@code Mth.getSeed} of this block's position. One instance, reseeded at each call: valid until the
     * next call.
     */
    public LegacyRandom positionalRandom() {
        long seed = RandomSupport.getSeed(x, y, z);
        if (random == null) random = new LegacyRandom(seed);
        else random.setSeed(seed);
        return random;
    }

    @Override
    public String toString() {
        return "ProcessedBlock[" + x + ", " + y + ", " + z + ", state " + state + ", " + nbt + "]";
    }
}
