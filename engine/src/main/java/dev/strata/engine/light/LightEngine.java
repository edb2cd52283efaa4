package dev.strata.engine.light;

import java.util.Arrays;

/**
 * Computes block light and sky light the way the game stores them, for a rectangular window of chunks held in
 * flat per-column arrays.
 *
 * <p>Usage, per window: {@link #reset} the window (every chunk starts missing, i.e. opaque, as the game treats an
 * absent chunk like bedrock), {@link #addChunk} each present chunk, {@link #setSection} its non-air sections,
 * {@link #compute()}, then read {@link #skyLight}/{@link #blockLight} for the chunks whose eight neighbours were in
 * the window. Light is exact for those inner chunks: no light path of length 15 or less reaches them from outside
 * the window.
 *
 * <p>Rules (the game's {@code BlockLightEngine}/{@code SkyLightEngine} fixed point): a step into a cell costs
 * {@code max(1, lightBlock)}; a step is refused when the two facing occlusion faces together cover the face
 * ({@link LightTables}); emitters start at their emission; sky light is 15 in every cell of a column from the top
 * down to its lowest sky source (the first cell, going down, whose {@code lightBlock} is not 0 or whose upper face
 * together with the lower face of the cell above covers the face stops it) and spreads from there by the general
 * rule. Only chunks added with {@code lightSources} seed light; the others only carry and block it.
 *
 * <p>Storage conventions (section y from {@code minSection - 1} to {@code maxSection + 1}): the game keeps a light
 * layer only for a section that has a non-air section among its 26 neighbours or itself (in any chunk), and
 * writes an array only where light was set; a section without an array reads as 0 (block) or as the layer above
 * (sky). So an array is returned when the section has a layer and some value is non-zero, null otherwise.
 *
 * <p>Memory is allocated by {@link #reset} when the window grows and reused afterwards; nothing is allocated per
 * block. Not thread-safe: use one engine per worker.
 */
public final class LightEngine {
    private final LightTables tables;
    private final byte[] opacityOf;
    private final byte[] emissionOf;
    private final short[] faceOf;
    private final boolean[] airOf;
    private final byte[] occlusion;
    private final int classCount;
    private final int minSection;
    private final int sectionCount;
    private final int sectionsStored;
    private final boolean hasSky;
    private final int height;

    private int originX, originZ, chunksX, chunksZ, sizeX, sizeZ, columns;
    private byte[] opacity = new byte[0];
    private short[] face = new short[0];
    private byte[] sky = new byte[0];
    private byte[] block = new byte[0];
    private boolean[] present = new boolean[0];
    private boolean[] sources = new boolean[0];
    private boolean[] nonEmpty = new boolean[0];
    private int[] sideLimit = new int[0];
    private int[] emitters = new int[256];
    private byte[] emitterLevels = new byte[256];
    private int emitterCount;
    private int[] queue = new int[1 << 16];
    private int head, tail;
    private final int[] offsets = new int[6];

    /**
     * @param tables       light facts of the registry the state ids come from
     * @param minSection   the dimension's lowest section y (-4 in the overworld)
     * @param sectionCount number of sections of the dimension (24 in the overworld)
     * @param hasSkyLight  whether the dimension has sky light (overworld yes; nether and end no)
     */
    public LightEngine(LightTables tables, int minSection, int sectionCount, boolean hasSkyLight) {
        this.tables = tables;
        this.opacityOf = tables.opacityTable();
        this.emissionOf = tables.emissionTable();
        this.faceOf = tables.faceClassTable();
        this.airOf = tables.airTable();
        this.occlusion = tables.occlusionTable();
        this.classCount = tables.faceClassCount();
        this.minSection = minSection;
        this.sectionCount = sectionCount;
        this.sectionsStored = sectionCount + 2;
        this.hasSky = hasSkyLight;
        this.height = sectionsStored * 16 + 2;
    }

    /** The tables this engine reads. */
    public LightTables tables() {
        return tables;
    }

    /** Lowest section y that can hold light: {@code minSection - 1}. */
    public int minLightSection() {
        return minSection - 1;
    }

    /** Highest section y that can hold light: {@code minSection + sectionCount}. */
    public int maxLightSection() {
        return minSection + sectionCount;
    }

    /** Starts a window of {@code chunksX * chunksZ} chunks from chunk (originChunkX, originChunkZ); all missing. */
    public void reset(int originChunkX, int originChunkZ, int chunksX, int chunksZ) {
        this.originX = originChunkX;
        this.originZ = originChunkZ;
        this.chunksX = chunksX;
        this.chunksZ = chunksZ;
        this.sizeX = chunksX * 16 + 2;
        this.sizeZ = chunksZ * 16 + 2;
        this.columns = sizeX * sizeZ;
        long cells = (long) columns * height;
        if (cells > Integer.MAX_VALUE - 16) throw new IllegalArgumentException("light window too large: " + cells + " cells");
        int n = (int) cells;
        if (opacity.length < n) {
            opacity = new byte[n];
            face = new short[n];
            sky = new byte[n];
            block = new byte[n];
        }
        Arrays.fill(opacity, 0, n, (byte) 15);
        Arrays.fill(face, 0, n, (short) 0);
        Arrays.fill(sky, 0, n, (byte) 0);
        Arrays.fill(block, 0, n, (byte) 0);
        int chunks = chunksX * chunksZ;
        if (present.length < chunks) {
            present = new boolean[chunks];
            sources = new boolean[chunks];
        }
        Arrays.fill(present, 0, chunks, false);
        Arrays.fill(sources, 0, chunks, false);
        if (nonEmpty.length < chunks * sectionsStored) nonEmpty = new boolean[chunks * sectionsStored];
        Arrays.fill(nonEmpty, 0, chunks * sectionsStored, false);
        if (sideLimit.length < columns) sideLimit = new int[columns];
        Arrays.fill(sideLimit, 0, columns, Integer.MIN_VALUE);
        emitterCount = 0;
        offsets[LightTables.DOWN] = -1;
        offsets[LightTables.UP] = 1;
        offsets[LightTables.NORTH] = -sizeX * height;
        offsets[LightTables.SOUTH] = sizeX * height;
        offsets[LightTables.WEST] = -height;
        offsets[LightTables.EAST] = height;
    }

    private int chunkIndex(int cx, int cz) {
        int lx = cx - originX, lz = cz - originZ;
        if (lx < 0 || lz < 0 || lx >= chunksX || lz >= chunksZ) {
            throw new IllegalArgumentException("chunk " + cx + ", " + cz + " is outside the light window");
        }
        return lz * chunksX + lx;
    }

    private int column(int ci, int x, int z) {
        int lx = ci % chunksX, lz = ci / chunksX;
        return (lz * 16 + z + 1) * sizeX + lx * 16 + x + 1;
    }

    /**
     * Marks a chunk present (all air until sections are set).
     *
     * @param lightSources whether its emitters and sky seed light (false for a neighbour the game has not lit)
     */
    public void addChunk(int cx, int cz, boolean lightSources) {
        int ci = chunkIndex(cx, cz);
        present[ci] = true;
        sources[ci] = lightSources;
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int base = column(ci, x, z) * height;
                Arrays.fill(opacity, base + 1, base + height - 1, (byte) 0);
            }
        }
    }

    /**
     * Sets the blocks of one section of a present chunk.
     *
     * @param stateIds 4096 state ids in {@code (y * 16 + z) * 16 + x} order; not retained
     */
    public void setSection(int cx, int cz, int sectionY, int[] stateIds) {
        int ci = chunkIndex(cx, cz);
        if (!present[ci]) throw new IllegalStateException("addChunk(" + cx + ", " + cz + ") first");
        int s = sectionY - minSection + 1;
        if (s < 1 || s > sectionCount) return;
        boolean anyBlock = false;
        boolean emits = sources[ci];
        int yBase = s * 16 + 1;
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int base = column(ci, x, z) * height + yBase;
                int i = z * 16 + x;
                for (int y = 0; y < 16; y++, i += 256) {
                    int id = stateIds[i];
                    int cell = base + y;
                    opacity[cell] = opacityOf[id];
                    face[cell] = faceOf[id];
                    if (!airOf[id]) anyBlock = true;
                    if (emits && emissionOf[id] > 0) addEmitter(cell, emissionOf[id]);
                }
            }
        }
        nonEmpty[ci * sectionsStored + s] = anyBlock;
    }

    private void addEmitter(int cell, byte level) {
        if (emitterCount == emitters.length) {
            emitters = Arrays.copyOf(emitters, emitterCount * 2);
            emitterLevels = Arrays.copyOf(emitterLevels, emitterCount * 2);
        }
        emitterLevels[emitterCount] = level;
        emitters[emitterCount++] = cell;
    }

    /** Computes both kinds of light for the whole window. */
    public void compute() {
        computeBlockLight();
        if (hasSky) computeSkyLight();
    }

    private void computeBlockLight() {
        head = tail = 0;
        for (int k = 0; k < emitterCount; k++) {
            int cell = emitters[k];
            int e = emitterLevels[k];
            if (block[cell] < e) {
                block[cell] = (byte) e;
                enqueue(cell);
            }
        }
        propagate(block);
    }

    private void computeSkyLight() {
        int top = height - 2;
        // lowest sky source per column of every lit chunk; columns of present unlit chunks take light at any height
        for (int ci = 0; ci < chunksX * chunksZ; ci++) {
            if (!present[ci]) continue;
            if (!sources[ci]) {
                for (int z = 0; z < 16; z++) for (int x = 0; x < 16; x++) sideLimit[column(ci, x, z)] = top + 1;
                continue;
            }
            int topSection = 0;
            for (int s = sectionCount; s >= 1; s--) {
                if (nonEmpty[ci * sectionsStored + s]) {
                    topSection = s;
                    break;
                }
            }
            int bottom = 17;
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    int col = column(ci, x, z);
                    int base = col * height;
                    int lowest = bottom;
                    if (topSection > 0) {
                        int above = 0;
                        for (int y = topSection * 16 + 16; y >= bottom; y--) {
                            int cell = base + y;
                            int f = face[cell];
                            if (opacity[cell] != 0 || ((above | f) != 0 && (occlusion[above * classCount + f] & 1) != 0)) {
                                lowest = y + 1;
                                break;
                            }
                            above = f;
                        }
                    }
                    sideLimit[col] = lowest;
                    Arrays.fill(sky, base + lowest, base + top + 1, (byte) 15);
                }
            }
        }
        head = tail = 0;
        for (int ci = 0; ci < chunksX * chunksZ; ci++) {
            if (!present[ci] || !sources[ci]) continue;
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    int col = column(ci, x, z);
                    int base = col * height;
                    int lowest = sideLimit[col];
                    int need = Math.max(Math.max(sideLimit[col - 1], sideLimit[col + 1]),
                            Math.max(sideLimit[col - sizeX], sideLimit[col + sizeX]));
                    enqueue(base + lowest);
                    int upTo = Math.min(need, top + 1);
                    for (int y = lowest + 1; y < upTo; y++) enqueue(base + y);
                }
            }
        }
        propagate(sky);
    }

    private void enqueue(int cell) {
        if (tail == queue.length) {
            if (head > queue.length / 2) {
                System.arraycopy(queue, head, queue, 0, tail - head);
                tail -= head;
                head = 0;
            } else {
                queue = Arrays.copyOf(queue, queue.length * 2);
            }
        }
        queue[tail++] = cell;
    }

    private void propagate(byte[] light) {
        final byte[] opacity = this.opacity;
        final short[] face = this.face;
        final byte[] occlusion = this.occlusion;
        final int k = classCount;
        final int[] off = offsets;
        while (head < tail) {
            int cell = queue[head++];
            int level = light[cell];
            if (level <= 1) continue;
            int from = face[cell];
            for (int d = 0; d < 6; d++) {
                int to = cell + off[d];
                int current = light[to];
                if (current >= level - 1) continue;
                int op = opacity[to];
                int next = level - (op == 0 ? 1 : op);
                if (next <= current) continue;
                int f = face[to];
                if ((from | f) != 0 && (occlusion[from * k + f] >> d & 1) != 0) continue;
                light[to] = (byte) next;
                if (next > 1) enqueue(to);
            }
            if (head == tail) head = tail = 0;
        }
    }

    /** Sky light of a section as the game stores it (2048 bytes, low nibble first), or null when it stores none. */
    public byte[] skyLight(int cx, int cz, int sectionY) {
        return hasSky ? extract(sky, cx, cz, sectionY) : null;
    }

    /** Block light of a section as the game stores it (2048 bytes, low nibble first), or null when it stores none. */
    public byte[] blockLight(int cx, int cz, int sectionY) {
        return extract(block, cx, cz, sectionY);
    }

    /** Whether the game keeps a light layer for the section: it or one of its 26 neighbours holds a non-air block. */
    public boolean hasLayer(int cx, int cz, int sectionY) {
        int s = sectionY - minSection + 1;
        if (s < 0 || s >= sectionsStored) return false;
        for (int dz = -1; dz <= 1; dz++) {
            int lz = cz + dz - originZ;
            if (lz < 0 || lz >= chunksZ) continue;
            for (int dx = -1; dx <= 1; dx++) {
                int lx = cx + dx - originX;
                if (lx < 0 || lx >= chunksX) continue;
                int ci = lz * chunksX + lx;
                for (int ds = -1; ds <= 1; ds++) {
                    int t = s + ds;
                    if (t >= 1 && t <= sectionCount && nonEmpty[ci * sectionsStored + t]) return true;
                }
            }
        }
        return false;
    }

    private byte[] extract(byte[] light, int cx, int cz, int sectionY) {
        int ci = chunkIndex(cx, cz);
        if (!present[ci] || !hasLayer(cx, cz, sectionY)) return null;
        int s = sectionY - minSection + 1;
        int yBase = s * 16 + 1;
        byte[] out = null;
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int base = column(ci, x, z) * height + yBase;
                int i = z * 16 + x;
                for (int y = 0; y < 16; y++, i += 256) {
                    int v = light[base + y];
                    if (v == 0) continue;
                    if (out == null) out = new byte[2048];
                    out[i >> 1] |= (byte) ((i & 1) == 0 ? v : v << 4);
                }
            }
        }
        return out;
    }
}
