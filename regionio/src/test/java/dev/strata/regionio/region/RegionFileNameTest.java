package dev.strata.regionio.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.RegionFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RegionFileNameTest {

    @Test
    void namesGiveTheirCoordinatesWhenEveryChunkHasIntCoordinates() {
        assertEquals(Optional.of(new RegionFileName(-3, 17)), RegionFileName.parse("r.-3.17.mca"));
        assertEquals(Optional.of(new RegionFileName(0, 0)), RegionFileName.parse("backup-r.0.0.mcr"));
        assertEquals(Optional.of(new RegionFileName(RegionFileName.MAX_COORDINATE, RegionFileName.MIN_COORDINATE)),
                RegionFileName.parse("r.67108863.-67108864.mca"));
        assertEquals(Optional.empty(), RegionFileName.parse("r.67108864.0.mca"));
        assertEquals(Optional.empty(), RegionFileName.parse("r.2147483648.0.mca"));
        assertEquals(Optional.empty(), RegionFileName.parse("r.0.99999999999.mca"));
        assertEquals(Optional.empty(), RegionFileName.parse("r.0.-999999999999999999999999.mca"));
        assertEquals(Optional.empty(), RegionFileName.parse("c.0.0.mcc"));
        assertEquals("r.-1.2.mca", RegionFileName.ofChunk(-1, 64).fileName());
    }

    @Test
    void openingARegionOutOfRangeOrAFolderIsARegionFormatException(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("r.2147483648.0.mca");
        Files.write(big, new byte[8192]);
        RegionFormatException e = assertThrows(RegionFormatException.class, () -> RegionFile.openReadOnly(big));
        assertTrue(e.getMessage().startsWith(big + ": region coordinates in the name are out of range"), e.getMessage());
        Path folder = Files.createDirectory(dir.resolve("r.0.0.mca"));
        e = assertThrows(RegionFormatException.class, () -> RegionFile.openReadOnly(folder));
        assertEquals(folder + ": is a folder, not a region file", e.getMessage());
        assertThrows(RegionFormatException.class, () -> RegionFile.open(folder));
    }
}
