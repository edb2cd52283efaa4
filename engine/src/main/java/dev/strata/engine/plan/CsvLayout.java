package dev.strata.engine.plan;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;

/**
 * A list of chunks held in memory (8 bytes per chunk, plus a transient hash set while reading), grouped by region in
 * order of first visit: the chunks of a {@link Pattern.Csv} file, or those handed to {@link RegionPlan#ofChunks}.
 */
final class CsvLayout implements Layout {
    private final long[] regions; // packed region coordinates in order of first visit
    private final int[] offsets; // chunks of region i: grouped[offsets[i] .. offsets[i+1])
    private final long[] grouped;
    private final long[] sorted; // for contains
    private final String sha256;

    /** The chunks listed (packed, duplicates dropped at their second mention), in visit order. */
    CsvLayout(long[] list) {
        long[] chunks = new long[list.length];
        int n = 0;
        Set<Long> seen = new HashSet<>();
        for (long c : list) {
            int cx = ChunkPos.x(c), cz = ChunkPos.z(c);
            if (cx < RegionPlan.MIN_CHUNK_COORD || cx > RegionPlan.MAX_CHUNK_COORD || cz < RegionPlan.MIN_CHUNK_COORD
                    || cz > RegionPlan.MAX_CHUNK_COORD) {
                throw new IllegalArgumentException("chunk " + cx + "," + cz + " is outside the world");
            }
            if (seen.add(c)) chunks[n++] = c;
        }
        if (n == 0) throw new IllegalArgumentException("the list holds no chunks");
        MessageDigest md = sha();
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(8);
        for (int i = 0; i < n; i++) md.update(b.putLong(0, chunks[i]).array());
        sha256 = HexFormat.of().formatHex(md.digest());
        long[][] g = group(chunks, n);
        regions = g[0];
        grouped = g[1];
        offsets = new int[g[2].length];
        for (int i = 0; i < offsets.length; i++) offsets[i] = (int) g[2][i];
        sorted = Arrays.copyOf(chunks, n);
        Arrays.sort(sorted);
    }

    private static MessageDigest sha() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    CsvLayout(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read chunk list " + file + ": " + e.getMessage(), e);
        }
        sha256 = HexFormat.of().formatHex(sha().digest(bytes));
        long[] chunks = new long[16];
        int n = 0;
        Set<Long> seen = new HashSet<>();
        try (BufferedReader in = new BufferedReader(new java.io.StringReader(new String(bytes, StandardCharsets.UTF_8)))) {
            String line;
            int lineNo = 0;
            while ((line = in.readLine()) != null) {
                lineNo++;
                String s = line;
                int hash = s.indexOf('#');
                if (hash >= 0) s = s.substring(0, hash);
                s = s.strip();
                if (lineNo == 1 && s.startsWith("\uFEFF")) s = s.substring(1).strip();
                if (s.isEmpty()) continue;
                String[] parts = s.split(",", -1);
                int cx, cz;
                try {
                    if (parts.length != 2) throw new NumberFormatException();
                    cx = Integer.parseInt(parts[0].strip());
                    cz = Integer.parseInt(parts[1].strip());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(file + ":" + lineNo + ": expected 'cx,cz' (two integer chunk coordinates), got '"
                            + line.strip() + "'");
                }
                if (cx < RegionPlan.MIN_CHUNK_COORD || cx > RegionPlan.MAX_CHUNK_COORD || cz < RegionPlan.MIN_CHUNK_COORD
                        || cz > RegionPlan.MAX_CHUNK_COORD) {
                    throw new IllegalArgumentException(file + ":" + lineNo + ": chunk " + cx + "," + cz + " is outside the world (chunks "
                            + RegionPlan.MIN_CHUNK_COORD + ".." + RegionPlan.MAX_CHUNK_COORD + ")");
                }
                long c = ChunkPos.pack(cx, cz);
                if (!seen.add(c)) continue;
                if (n == chunks.length) chunks = Arrays.copyOf(chunks, n * 2);
                chunks[n++] = c;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // StringReader does not throw
        }
        if (n == 0) throw new IllegalArgumentException(file + ": lists no chunks");
        seen = null;
        long[][] g = group(chunks, n);
        regions = g[0];
        grouped = g[1];
        offsets = new int[g[2].length];
        for (int i = 0; i < offsets.length; i++) offsets[i] = (int) g[2][i];
        sorted = Arrays.copyOf(chunks, n);
        Arrays.sort(sorted);
    }

    /** Groups chunks by region, regions in order of first visit: {regions, grouped chunks, offsets}. */
    private static long[][] group(long[] chunks, int n) {
        Map<Long, Integer> index = new HashMap<>();
        long[] regionList = new long[16];
        int[] counts = new int[16];
        int[] regionOf = new int[n];
        for (int i = 0; i < n; i++) {
            long region = ChunkPos.pack(ChunkPos.region(ChunkPos.x(chunks[i])), ChunkPos.region(ChunkPos.z(chunks[i])));
            Integer r = index.get(region);
            if (r == null) {
                r = index.size();
                index.put(region, r);
                if (r == regionList.length) {
                    regionList = Arrays.copyOf(regionList, r * 2);
                    counts = Arrays.copyOf(counts, r * 2);
                }
                regionList[r] = region;
            }
            counts[r]++;
            regionOf[i] = r;
        }
        int regionCount = index.size();
        long[] offsets = new long[regionCount + 1];
        for (int r = 0; r < regionCount; r++) offsets[r + 1] = offsets[r] + counts[r];
        long[] fill = Arrays.copyOf(offsets, regionCount);
        long[] grouped = new long[n];
        for (int i = 0; i < n; i++) grouped[(int) fill[regionOf[i]]++] = chunks[i];
        return new long[][] {Arrays.copyOf(regionList, regionCount), grouped, offsets};
    }

    /** SHA-256 (hex) of the file's bytes, or of the list's packed chunks (8 bytes each, big-endian). */
    String sha256() {
        return sha256;
    }

    @Override
    public long chunkCount() {
        return grouped.length;
    }

    @Override
    public int regionCount() {
        return regions.length;
    }

    @Override
    public RegionTask task(int i) {
        return new RegionTask(ChunkPos.x(regions[i]), ChunkPos.z(regions[i]), Arrays.copyOfRange(grouped, offsets[i], offsets[i + 1]));
    }

    @Override
    public boolean contains(int cx, int cz) {
        return Arrays.binarySearch(sorted, ChunkPos.pack(cx, cz)) >= 0;
    }

    @Override
    public int[] chunkBounds() {
        int[] b = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (long c : sorted) {
            int x = ChunkPos.x(c), z = ChunkPos.z(c);
            b[0] = Math.min(b[0], x);
            b[1] = Math.min(b[1], z);
            b[2] = Math.max(b[2], x);
            b[3] = Math.max(b[3], z);
        }
        return b;
    }
}
