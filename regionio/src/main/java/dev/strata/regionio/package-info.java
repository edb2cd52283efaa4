/** Reading and writing the world on disk: NBT chunk codec, Anvil region files, world layout, level.dat. */
package dev.strata.regionio;
