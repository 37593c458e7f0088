"""core.digests hands out the digests hashlib does, without loading OpenSSL."""

from __future__ import annotations

import hashlib

from hypothesis import given
from hypothesis import strategies as st

from core.digests import blake2b, sha256


@given(st.binary(max_size=300))
def test_sha256_and_blake2b_are_hashlibs_digests(data):
    assert sha256(data).digest() == hashlib.sha256(data).digest()
    assert blake2b(data, digest_size=16).hexdigest() == hashlib.blake2b(data, digest_size=16).hexdigest()
    hasher = blake2b(digest_size=16)
    hasher.update(data[:7])
    hasher.update(data[7:])
    assert hasher.digest() == hashlib.blake2b(data, digest_size=16).digest()
