package dev.strata.cli;

/** Counts in messages, with the noun in the right number: {@code 1 region}, {@code 2 regions}, {@code 0 chunks}. */
final class Words {
    private Words() {}

    /** {@code n} and the noun, plural (an added "s") unless {@code n} is exactly 1. */
    static String count(long n, String singular) {
        return n + " " + singular + (n == 1 ? "" : "s");
    }
}
