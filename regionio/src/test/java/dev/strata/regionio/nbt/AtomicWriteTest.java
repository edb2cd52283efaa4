package dev.strata.regionio.nbt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link NbtIO#writeAtomically(Path, NbtIO.ContentWriter)}: the streamed content whole, or the old file untouched. */
class AtomicWriteTest {

    @Test
    void streamedContentReplacesTheFileWhole(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("journal.bin");
        Files.write(f, new byte[] {1, 2, 3});
        byte[] big = new byte[3 << 20]; // larger than the buffer, written in odd pieces
        new Random(7).nextBytes(big);
        NbtIO.writeAtomically(f, out -> {
            for (int off = 0; off < big.length; ) {
                int n = Math.min(big.length - off, 1 + (off % 70_001));
                out.write(big, off, n);
                off += n;
            }
            out.write(42);
            out.close(); // a writer closing its stream must not close the file before it is forced
        });
        byte[] want = java.util.Arrays.copyOf(big, big.length + 1);
        want[big.length] = 42;
        assertArrayEquals(want, Files.readAllBytes(f));
        assertFalse(Files.exists(dir.resolve("journal.bin.tmp")));
    }

    @Test
    void aFailingWriterLeavesTheOldFile(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("journal.bin");
        Files.write(f, new byte[] {1, 2, 3});
        assertThrows(IOException.class, () -> NbtIO.writeAtomically(f, out -> {
            out.write(new byte[100_000]);
            throw new IOException("disk full");
        }));
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(f));
    }
}
