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
 * rule, seeded as the game's {@code SkyLightEngine.propagateLightSources} seeds it: down from the lowest source,
 * sideways only into a neighbour column whose own lowest source is higher (lit or not), never up. Only chunks added
 * with {@code lightSources} seed light; the others only carry and block it, but their lowest sources still limit
 * the sideways seeds (the game computes them at {@code initialize_light}).
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
    /**
     * Per state id, what {@link #setSection} stores, packed so that one read answers for a block: face class (bits
     * 0-15), opacity (16-19), emission (20-23), not air (24). Same values as the four tables.
     */
    private final int[] packedOf;
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
        byte[] opacityOf = tables.opacityTable(), emissionOf = tables.emissionTable();
        short[] faceOf = tables.faceClassTable();
        boolean[] airOf = tables.airTable();
        this.packedOf = new int[opacityOf.length];
        for (int id = 0; id < packedOf.length; id++) {
            int op = opacityOf[id], em = emissionOf[id];
            if (op < 0 || op > 15 || em < 0 || em > 15) throw new IllegalArgumentException("state " + id + ": light values out of 0..15");
            packedOf[id] = (faceOf[id] & 0xFFFF) | op << 16 | em << 20 | (airOf[id] ? 0 : 1 << 24);
        }
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
        setSection(cx, cz, sectionY, stateIds, 0);
    }

    /**
     * Sets the blocks of one section of a present chunk from part of a larger array (a whole chunk's blocks).
     *
     * @param stateIds state ids, the section's 4096 from {@code offset} in {@code (y * 16 + z) * 16 + x} order; not retained
     */
    public void setSection(int cx, int cz, int sectionY, int[] stateIds, int offset) {
        int ci = chunkIndex(cx, cz);
        if (!present[ci]) throw new IllegalStateException("addChunk(" + cx + ", " + cz + ") first");
        int s = sectionY - minSection + 1;
        if (s < 1 || s > sectionCount) return;
        int anyBlock = 0;
        boolean emits = sources[ci];
        int yBase = s * 16 + 1;
        final int[] packed = packedOf;
        final byte[] opacity = this.opacity;
        final short[] face = this.face;
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int base = column(ci, x, z) * height + yBase;
                int i = offset + z * 16 + x;
                for (int y = 0; y < 16; y++, i += 256) {
                    int p = packed[stateIds[i]];
                    int cell = base + y;
                    opacity[cell] = (byte) (p >>> 16 & 15);
                    face[cell] = (short) p;
                    anyBlock |= p;
                    int emission = p >>> 20 & 15;
                    if (emits && emission > 0) addEmitter(cell, (byte) emission);
                }
            }
        }
        nonEmpty[ci * sectionsStored + s] = (anyBlock & 1 << 24) != 0;
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
        // lowest sky source per column of every present chunk, lit or not (the game computes a chunk's
        // ChunkSkyLightSources at initialize_light and its neighbours read them whether or not it is lit); only lit
        // chunks get their sources filled with 15
        for (int ci = 0; ci < chunksX * chunksZ; ci++) {
            if (!present[ci]) continue;
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
                    if (sources[ci]) Arrays.fill(sky, base + lowest, base + top + 1, (byte) 15);
                }
            }
        }
        // seeds, as the game's SkyLightEngine.propagateLightSources queues them: the lowest source of a column
        // spreads down, and a source cell spreads sideways only into a neighbour column whose own lowest source is
        // higher (that column's cells at this height are sources themselves when its chunk is lit; when it is not
        // lit they stay dark unless light reaches them another way); sources never spread up
        head = tail = 0;
        for (int ci = 0; ci < chunksX * chunksZ; ci++) {
            if (!present[ci] || !sources[ci]) continue;
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    int col = column(ci, x, z);
                    int base = col * height;
                    int lowest = sideLimit[col];
                    seed(base + lowest, LightTables.DOWN);
                    int north = sideLimit[col - sizeX], south = sideLimit[col + sizeX];
                    int west = sideLimit[col - 1], east = sideLimit[col + 1];
                    int upTo = Math.min(Math.max(Math.max(north, south), Math.max(west, east)), top + 1);
                    for (int y = lowest; y < upTo; y++) {
                        int cell = base + y;
                        if (y < north) seed(cell, LightTables.NORTH);
                        if (y < south) seed(cell, LightTables.SOUTH);
                        if (y < west) seed(cell, LightTables.WEST);
                        if (y < east) seed(cell, LightTables.EAST);
                    }
                }
            }
        }
        propagate(sky);
    }

    /** One step of sky light from a source cell (level 15) in one direction; the reached cell is queued. */
    private void seed(int cell, int d) {
        int to = cell + offsets[d];
        int current = sky[to];
        if (current >= 14) return;
        int op = opacity[to];
        int next = 15 - (op == 0 ? 1 : op);
        if (next <= current) return;
        int from = face[cell], f = face[to];
        if ((from | f) != 0 && (occlusion[from * classCount + f] >> d & 1) != 0) return;
        sky[to] = (byte) next;
        if (next > 1) enqueue(to);
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

    // ---- diagnostics: is light stored by the game a fixed point of the rules? ----

    private byte[] stored;

    /**
     * Starts a check of stored light for the current window (after {@link #compute()}): every cell is unknown until
     * {@link #setStoredSection} gives it a value. For diagnostics and tests; allocates one byte per cell.
     */
    void beginStoredCheck() {
        int n = columns * height;
        if (stored == null || stored.length < n) stored = new byte[n];
        Arrays.fill(stored, 0, n, (byte) -1);
    }

    /**
     * Gives the stored light of one section of a present chunk (2048 bytes as in the chunk, or null: block light
     * then reads 0, sky light stays unknown since the game reads an absent sky array from the layer above).
     */
    void setStoredSection(boolean skyKind, int cx, int cz, int sectionY, byte[] nibbles) {
        if (nibbles == null && skyKind) return;
        int ci = chunkIndex(cx, cz);
        int s = sectionY - minSection + 1;
        if (s < 0 || s >= sectionsStored) return;
        int yBase = s * 16 + 1;
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int base = column(ci, x, z) * height + yBase;
                int i = z * 16 + x;
                for (int y = 0; y < 16; y++, i += 256) {
                    stored[base + y] = nibbles == null ? 0 : (byte) ((nibbles[i >> 1] >> ((i & 1) * 4)) & 15);
                }
            }
        }
    }

    /**
     * Checks the stored light of one chunk against the rules, cell by cell, taking the stored values of the cells
     * around it (in any chunk of the window) as given: a cell is <em>under-lit</em> when a neighbour's stored light
     * (or its own emission / sky source) should have given it more, and <em>over-lit</em> when nothing around it
     * supports its value. Either proves the stored light is not the fixed point of the stored blocks, i.e. that it
     * depends on the order in which the game generated and lit the chunks. Cells with an unknown value among
     * themselves and their six neighbours are skipped.
     *
     * @return {under-lit cells, over-lit cells, cells checked}
     */
    int[] storedViolations(boolean skyKind, int cx, int cz) {
        int ci = chunkIndex(cx, cz);
        byte[] emitAt = null;
        if (!skyKind) {
            emitAt = new byte[columns * height];
            for (int k = 0; k < emitterCount; k++) emitAt[emitters[k]] = (byte) Math.max(emitAt[emitters[k]], emitterLevels[k]);
        }
        int under = 0, over = 0, checked = 0;
        for (int z = 0; z < 16; z++) {
            for (int x = 0; x < 16; x++) {
                int col = column(ci, x, z);
                int base = col * height;
                cells:
                for (int y = 1; y < height - 1; y++) {
                    int cell = base + y;
                    int v = stored[cell];
                    if (v < 0) continue;
                    int expected;
                    if (skyKind) expected = sources[ci] && y >= sideLimit[col] ? 15 : 0;
                    else expected = emitAt[cell];
                    int op = opacity[cell];
                    int cost = op == 0 ? 1 : op;
                    for (int d = 0; d < 6; d++) {
                        int nb = cell + offsets[d];
                        int w = stored[nb];
                        if (w < 0) {
                            if (!inPresentVolume(nb)) continue; // a missing chunk or outside the volume: no light
                            continue cells;
                        }
                        if (w <= 1) continue;
                        int from = face[nb], to = face[cell];
                        // light goes from nb to cell: the direction is the opposite of d
                        if ((from | to) != 0 && (occlusion[from * classCount + to] >> (d ^ 1) & 1) != 0) continue;
                        expected = Math.max(expected, w - cost);
                    }
                    checked++;
                    if (v < expected) under++;
                    else if (v > expected) over++;
                }
            }
        }
        return new int[] {under, over, checked};
    }

    private boolean inPresentVolume(int cell) {
        int col = cell / height, y = cell % height;
        if (y == 0 || y == height - 1) return false;
        int px = col % sizeX - 1, pz = col / sizeX - 1;
        if (px < 0 || pz < 0 || px >= chunksX * 16 || pz >= chunksZ * 16) return false;
        return present[(pz >> 4) * chunksX + (px >> 4)];
    }
}
