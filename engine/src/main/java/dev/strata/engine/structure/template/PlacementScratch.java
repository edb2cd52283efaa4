package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import java.util.Arrays;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The working memory of one template placement (issue 13: no allocation per block): the processed blocks, the placed
 * positions, the blocks waiting for water, the locked fluid positions, the bounds of the placed blocks, a transform
 * output and a memo of state transforms. Everything grows to the largest piece seen and is reused afterwards, so
 * placing a piece allocates only per piece.
 *
 * <p>Thread confinement: each thread has one ({@link #acquire}), used by one placement at a time; a placement that
 * starts while the thread's own is in use (a feature placed from inside a placement) gets a fresh one. Callers
 * {@link #release} it in a {@code finally}. Never shared between threads; nothing here is static but the
 * per-thread holder.
 *
 * <p>Coordinates are world block coordinates unless said otherwise; positions in the locked set are packed as the
 * game packs them ({@link dev.strata.engine.levelgen.BlockPos#asLong}).
 */
public final class PlacementScratch {
    private static final ThreadLocal<PlacementScratch> OF_THREAD = ThreadLocal.withInitial(PlacementScratch::new);
    /**
     * Memo slots: {@code mirror * 4 + rotation} for {@link #transformState}; 12 + rotation for the jigsaw elements'
     * rotation ({@code jigsaw.JigsawStateRotation}, which adds rail shapes and {@code orientation}).
     */
    public static final int MEMO_SLOTS = 16;

    private boolean busy;
    /** A transform's output {x, y, z} ({@link StructureTemplate#transform(int, int, int, Mirror, Rotation, int, int, int[])}). */
    public final int[] pos = new int[3];
    /** A second {x, y, z}: a block's template position, as processors see it. */
    public final int[] templatePos = new int[3];
    /** The blocks after processing, in the game's order. */
    public final BlockList blocks = new BlockList();
    /** The positions set, in order (the shape update pass walks them). */
    public final Positions placed = new Positions();
    /** The waterloggable blocks still waiting for a source, in order. */
    public final Positions toFill = new Positions();
    /** The positions of fluid sources the template placed (membership only). */
    public final LongSet locked = new LongSet();
    private boolean anyPlaced;
    private int minX, minY, minZ, maxX, maxY, maxZ;
    private int[] indices = new int[64];
    private BlockStates memoFor;
    private final int[][] memo = new int[MEMO_SLOTS][];

    private PlacementScratch() {}

    /** The calling thread's scratch, emptied, or a fresh one if it is in use by an enclosing placement. */
    public static PlacementScratch acquire() {
        PlacementScratch s = OF_THREAD.get();
        if (s.busy) s = new PlacementScratch();
        s.busy = true;
        s.blocks.clear();
        s.placed.clear();
        s.toFill.clear();
        s.locked.clear();
        s.anyPlaced = false;
        return s;
    }

    /** Ends the placement that acquired this scratch (drops references to block entity data). */
    public void release() {
        blocks.clear();
        busy = false;
    }

    /** Widens the bounds of the placed blocks to hold (x, y, z) (game: {@code BoundingBox.encapsulate}). */
    public void include(int x, int y, int z) {
        if (!anyPlaced) {
            anyPlaced = true;
            minX = maxX = x;
            minY = maxY = y;
            minZ = maxZ = z;
            return;
        }
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        minZ = Math.min(minZ, z);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
        maxZ = Math.max(maxZ, z);
    }

    /** 0, 1, ... n - 1 in a reused array at least {@code n} long (a shuffle's order). */
    public int[] indices(int n) {
        if (indices.length < n) indices = new int[Math.max(n, indices.length * 2)];
        for (int i = 0; i < n; i++) indices[i] = i;
        return indices;
    }

    /** Whether any block was {@link #include}d. */
    public boolean anyPlaced() {
        return anyPlaced;
    }

    public int minX() {
        return minX;
    }

    public int minY() {
        return minY;
    }

    public int minZ() {
        return minZ;
    }

    /** The bounds' x size in blocks. */
    public int spanX() {
        return maxX - minX + 1;
    }

    public int spanY() {
        return maxY - minY + 1;
    }

    public int spanZ() {
        return maxZ - minZ + 1;
    }

    /**
     * A memo table of a pure function of a state (index: state id; value: result + 1, 0 for not known yet), for the
     * registry of {@code s}. Tables are dropped when another registry comes.
     */
    public int[] memo(BlockStates s, int slot) {
        if (memoFor != s) {
            Arrays.fill(memo, null);
            memoFor = s;
        }
        int[] m = memo[slot];
        if (m == null) memo[slot] = m = new int[s.registry().stateCount()];
        return m;
    }

    /** {@link StateTransforms#transform}, remembered per state. */
    public int transformState(BlockStates s, int state, Mirror mirror, Rotation rotation) {
        if (mirror == Mirror.NONE && rotation == Rotation.NONE) return state;
        int[] m = memo(s, mirror.ordinal() * 4 + rotation.ordinal());
        int known = m[state] - 1;
        if (known >= 0) return known;
        int out = StateTransforms.transform(s, state, mirror, rotation);
        m[state] = out + 1;
        return out;
    }

    /** A growable list of positions {x, y, z}, kept in one int array. */
    public static final class Positions {
        private int[] xyz = new int[3 * 64];
        private int size;

        public int size() {
            return size;
        }

        public void clear() {
            size = 0;
        }

        public void add(int x, int y, int z) {
            if (3 * size + 3 > xyz.length) xyz = Arrays.copyOf(xyz, xyz.length * 2);
            int i = 3 * size++;
            xyz[i] = x;
            xyz[i + 1] = y;
            xyz[i + 2] = z;
        }

        public int x(int i) {
            return xyz[3 * i];
        }

        public int y(int i) {
            return xyz[3 * i + 1];
        }

        public int z(int i) {
            return xyz[3 * i + 2];
        }

        /** Moves entry {@code from} to {@code to} (to at most from): with {@link #truncate}, removal in place keeping the order. */
        public void move(int from, int to) {
            if (from == to) return;
            System.arraycopy(xyz, 3 * from, xyz, 3 * to, 3);
        }

        /** Keeps the first {@code n} entries. */
        public void truncate(int n) {
            size = n;
        }
    }

    /** The processed blocks: world position, state, block entity data (or null) and the palette index of the original. */
    public static final class BlockList {
        private int[] x = new int[64], y = new int[64], z = new int[64], state = new int[64], original = new int[64];
        private CompoundBinaryTag[] nbt = new CompoundBinaryTag[64];
        private int size;

        public int size() {
            return size;
        }

        public void clear() {
            Arrays.fill(nbt, 0, size, null);
            size = 0;
        }

        public void add(int bx, int by, int bz, int bstate, CompoundBinaryTag bnbt, int boriginal) {
            if (size == x.length) {
                int n = size * 2;
                x = Arrays.copyOf(x, n);
                y = Arrays.copyOf(y, n);
                z = Arrays.copyOf(z, n);
                state = Arrays.copyOf(state, n);
                original = Arrays.copyOf(original, n);
                nbt = Arrays.copyOf(nbt, n);
            }
            set(size++, bx, by, bz, bstate, bnbt);
            original[size - 1] = boriginal;
        }

        /** Replaces block {@code i} (its original stays). */
        public void set(int i, int bx, int by, int bz, int bstate, CompoundBinaryTag bnbt) {
            x[i] = bx;
            y[i] = by;
            z[i] = bz;
            state[i] = bstate;
            nbt[i] = bnbt;
        }

        public int x(int i) {
            return x[i];
        }

        public int y(int i) {
            return y[i];
        }

        public int z(int i) {
            return z[i];
        }

        public int state(int i) {
            return state[i];
        }

        public CompoundBinaryTag nbt(int i) {
            return nbt[i];
        }

        /** The index in the palette of the template block this one was processed from. */
        public int original(int i) {
            return original[i];
        }
    }

    /** A set of longs by open addressing (linear probing); for membership only. */
    public static final class LongSet {
        private long[] keys = new long[64];
        private boolean[] used = new boolean[64];
        private int size;

        public void clear() {
            if (size == 0) return;
            Arrays.fill(used, false);
            size = 0;
        }

        public void add(long key) {
            if (2 * (size + 1) > keys.length) grow();
            int mask = keys.length - 1;
            for (int i = slot(key, mask); ; i = i + 1 & mask) {
                if (!used[i]) {
                    used[i] = true;
                    keys[i] = key;
                    size++;
                    return;
                }
                if (keys[i] == key) return;
            }
        }

        public boolean contains(long key) {
            int mask = keys.length - 1;
            for (int i = slot(key, mask); used[i]; i = i + 1 & mask) if (keys[i] == key) return true;
            return false;
        }

        private void grow() {
            long[] oldKeys = keys;
            boolean[] oldUsed = used;
            keys = new long[oldKeys.length * 2];
            used = new boolean[oldKeys.length * 2];
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) if (oldUsed[i]) add(oldKeys[i]);
        }

        private static int slot(long key, int mask) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h ^ h >>> 32) & mask;
        }
    }
}
