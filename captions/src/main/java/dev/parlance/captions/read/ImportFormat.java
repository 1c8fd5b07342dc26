package dev.parlance.captions.read;

public enum ImportFormat { TEXT, SRT, VTT, DFXP }
