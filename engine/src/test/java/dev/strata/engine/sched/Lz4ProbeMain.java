package dev.strata.engine.sched;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;

/**
 * Run in a child JVM by {@link Lz4WithoutUnsafeTest}: writes and reads back a journal stream and puts an entry into a
 * spill store; exit status 0 when the values come back.
 */
public final class Lz4ProbeMain {
    private Lz4ProbeMain() {}

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = JournalStreams.out(bytes)) {
            for (int i = 0; i < 100_000; i++) out.writeInt(i / 7);
        }
        int bad = 0;
        try (DataInputStream in = JournalStreams.in(bytes.toByteArray())) {
            for (int i = 0; i < 100_000; i++) if (in.readInt() != i / 7) bad++;
        }
        java.nio.file.Path folder = java.nio.file.Files.createTempDirectory("strata-lz4-probe");
        SpillStore spill = new SpillStore(folder);
        spill.put(new byte[100_000]);
        spill.seal();
        spill.deleteAll();
        System.exit(bad == 0 ? 0 : 3);
    }
}
