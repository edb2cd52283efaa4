package dev.strata.engine.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CpuTopologyTest {
    static void write(Path root, String rel, String content) throws Exception {
        Path p = root.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, content);
    }

    @Test
    void hybridIntelUsesPerformanceCoresOnly(@TempDir Path root) throws Exception {
        write(root, "sys/devices/cpu_core/cpus", "0-11\n");
        write(root, "sys/devices/cpu_atom/cpus", "12-19\n");
        assertEquals(12, CpuTopology.defaultWorkers(root, 20));
    }

    @Test
    void armTakesTheHighestCapacityCores(@TempDir Path root) throws Exception {
        int[] caps = {446, 446, 446, 446, 1024, 1024, 1024, 871};
        for (int i = 0; i < caps.length; i++) write(root, "sys/devices/system/cpu/cpu" + i + "/cpu_capacity", caps[i] + "\n");
        assertEquals(3, CpuTopology.defaultWorkers(root, 8));
    }

    @Test
    void cgroupQuotaCaps(@TempDir Path root) throws Exception {
        write(root, "sys/fs/cgroup/cpu.max", "150000 100000\n");
        assertEquals(2, CpuTopology.defaultWorkers(root, 16));
        write(root, "sys/fs/cgroup/cpu.max", "max 100000\n");
        assertEquals(16, CpuTopology.defaultWorkers(root, 16));
    }

    @Test
    void plainMachineUsesAvailableProcessors(@TempDir Path root) {
        assertEquals(2, CpuTopology.defaultWorkers(root, 2));
    }
}
