package dev.strata.engine.checkpoint;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a run generates; a checkpoint is only resumed by a run with equal values (see
 * {@link Checkpoint#verifyCompatible}). All values are opaque to the checkpoint and given by the caller.
 *
 * @param dimension dimension id, e.g. {@code minecraft:overworld}
 * @param seed world seed
 * @param dataPackHash e.g. {@link DataPackHash#of} of the data pack(s) and server jar, combined as the caller likes
 * @param generatorVersion Strata's version (and anything else that changes the generated bits)
 * @param planFingerprint {@link dev.strata.engine.plan.RegionPlan#fingerprint()}
 * @param targetStatus the chunk status generated up to, e.g. {@code minecraft:noise}, {@code minecraft:full}
 * @param compression region file compression, e.g. {@code zlib}
 */
public record PlanInfo(String dimension, long seed, String dataPackHash, String generatorVersion, String planFingerprint,
                       String targetStatus, String compression) {
    public PlanInfo {
        Objects.requireNonNull(dimension, "dimension");
        Objects.requireNonNull(dataPackHash, "dataPackHash");
        Objects.requireNonNull(generatorVersion, "generatorVersion");
        Objects.requireNonNull(planFingerprint, "planFingerprint");
        Objects.requireNonNull(targetStatus, "targetStatus");
        Objects.requireNonNull(compression, "compression");
    }

    /**
     * One field that differs between two infos.
     *
     * @param field human name of the field ({@code seed}, {@code data pack hash}, …)
     * @param stored value in the checkpoint
     * @param current value of this run
     */
    public record Difference(String field, String stored, String current) {
        @Override
        public String toString() {
            return field + " (checkpoint: " + stored + ", this run: " + current + ")";
        }
    }

    /** The fields where {@code current} differs from this (the stored) info, in declaration order; empty if equal. */
    public List<Difference> differences(PlanInfo current) {
        List<Difference> out = new ArrayList<>();
        diff(out, "dimension", dimension, current.dimension);
        diff(out, "seed", Long.toString(seed), Long.toString(current.seed));
        diff(out, "data pack hash", dataPackHash, current.dataPackHash);
        diff(out, "generator version", generatorVersion, current.generatorVersion);
        diffPlan(out, planFingerprint, current.planFingerprint);
        diff(out, "target status", targetStatus, current.targetStatus);
        diff(out, "compression", compression, current.compression);
        return out;
    }

    /** The {@code generate} option of each key of a shape plan's fingerprint ({@code RegionPlan.fingerprint}). */
    private static final java.util.Map<String, String> PLAN_OPTIONS = java.util.Map.of("center", "--center", "shape", "--shape", "radius",
            "--radius", "radiusZ", "--radius-z", "pattern", "--pattern");

    /**
     * Two plan fingerprints: when both are {@code key=value} lists with the same keys, the field names the options that
     * differ ({@code area (--radius, --radius-z)}) and the values are those keys' alone (walkthrough, session 21: two
     * whole fingerprints left the user to find the difference); otherwise {@code plan parameters} with both whole.
     */
    private static void diffPlan(List<Difference> out, String a, String b) {
        if (a.equals(b)) return;
        java.util.Map<String, String> ka = planKeys(a), kb = planKeys(b);
        if (ka == null || kb == null || !ka.keySet().equals(kb.keySet())) {
            diff(out, "plan parameters", a, b);
            return;
        }
        List<String> names = new ArrayList<>(), was = new ArrayList<>(), now = new ArrayList<>();
        for (String k : ka.keySet()) {
            if (ka.get(k).equals(kb.get(k))) continue;
            names.add(PLAN_OPTIONS.getOrDefault(k, k));
            was.add(k + "=" + ka.get(k));
            now.add(k + "=" + kb.get(k));
        }
        out.add(new Difference("area (" + String.join(", ", names) + ")", String.join(" ", was), String.join(" ", now)));
    }

    /** A fingerprint's {@code key=value} words after its version word, in order; null when a word is not one. */
    private static java.util.Map<String, String> planKeys(String fingerprint) {
        String[] words = fingerprint.split(" ");
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (int i = 1; i < words.length; i++) {
            int eq = words[i].indexOf('=');
            if (eq <= 0) return null;
            out.put(words[i].substring(0, eq), words[i].substring(eq + 1));
        }
        return words.length > 1 ? out : null;
    }

    private static void diff(List<Difference> out, String field, String a, String b) {
        if (!a.equals(b)) out.add(new Difference(field, a, b));
    }
}
