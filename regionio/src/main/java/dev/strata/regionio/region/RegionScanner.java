package dev.strata.regionio.region;

import dev.strata.regionio.ChunkReadException;
import dev.strata.regionio.nbt.NbtIO;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/** {@link RegionFile#scan()}: every present chunk read, decompressed and parsed, each problem reported. */
final class RegionScanner {
    private RegionScanner() {}

    /**
     * Scans {@code region}, whose file is {@code size} bytes long: unreadable chunks are errors; tolerated defects,
     * chunks whose {@code xPos}/{@code zPos} disagree with their slot, sectors shared by two chunks and a size that is
     * not a whole number of sectors are warnings. Reads only; changes nothing.
     */
    static RegionScan scan(RegionFile region, long size) throws IOException {
        Path path = region.path();
        int regionX = region.regionX(), regionZ = region.regionZ();
        List<RegionProblem> problems = new ArrayList<>();
        if (size % RegionFile.SECTOR_BYTES != 0) {
            problems.add(new RegionProblem(path, 0, 0, true, RegionProblem.Severity.WARNING,
                    "file size " + size + " is not a multiple of " + RegionFile.SECTOR_BYTES));
        }
        int[] owner = new int[(int) Math.max(2, (size + RegionFile.SECTOR_BYTES - 1) / RegionFile.SECTOR_BYTES) + 256];
        java.util.Arrays.fill(owner, -1);
        int present = 0;
        int readable = 0;
        for (int i = 0; i < 1024; i++) {
            int cx = regionX * 32 + (i & 31);
            int cz = regionZ * 32 + (i >> 5);
            int loc = region.location(cx, cz);
            if (loc == 0) continue;
            present++;
            int off = loc >>> 8;
            int cnt = loc & 0xFF;
            for (int s = off; s < off + cnt && s < owner.length; s++) {
                if (s < 2) continue;
                if (owner[s] >= 0) {
                    int o = owner[s];
                    problems.add(new RegionProblem(path, cx, cz, false, RegionProblem.Severity.WARNING,
                            "sector " + s + " is also used by chunk (" + (regionX * 32 + (o & 31)) + ", " + (regionZ * 32 + (o >> 5)) + ")"));
                    break;
                }
                owner[s] = i;
            }
            try {
                RawChunk raw = region.readRaw(cx, cz).orElseThrow();
                CompoundBinaryTag tag;
                try {
                    tag = NbtIO.read(raw.nbt());
                } catch (IOException e) {
                    throw new ChunkReadException(path, cx, cz, e.getMessage(), e);
                }
                readable++;
                if (raw.tolerated() != null) {
                    problems.add(new RegionProblem(path, cx, cz, false, RegionProblem.Severity.WARNING, raw.tolerated()));
                }
                CompoundBinaryTag pos = tag.get("Level") instanceof CompoundBinaryTag level ? level : tag;
                if (pos.get("xPos") instanceof net.kyori.adventure.nbt.IntBinaryTag x && pos.get("zPos") instanceof net.kyori.adventure.nbt.IntBinaryTag z
                        && (x.value() != cx || z.value() != cz)) {
                    problems.add(new RegionProblem(path, cx, cz, false, RegionProblem.Severity.WARNING,
                            "stored in the slot of (" + cx + ", " + cz + ") but its xPos/zPos say (" + x.value() + ", " + z.value() + ")"));
                }
            } catch (ChunkReadException e) {
                String m = e.getMessage();
                String prefix = path + ": chunk (" + cx + ", " + cz + "): ";
                problems.add(new RegionProblem(path, cx, cz, false, RegionProblem.Severity.ERROR, m.startsWith(prefix) ? m.substring(prefix.length()) : m));
            }
        }
        return new RegionScan(path, present, readable, List.copyOf(problems));
    }
}
