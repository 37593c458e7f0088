"""Names that look the same are the same name: one Unicode form (NFC) where a name comes
in, compared without case, and campaign files that keep accented letters."""

from __future__ import annotations

import unicodedata

import pytest

from core.games import rules_for
from core.seat_names import unique_name
from saves.campaign import CampaignExists
from saves.campaign_list import list_campaigns
from saves.campaign_session import CampaignSession
from tui.cli.campaign import find_campaign
from tui.cli.seating import parse_players

NFC = "Ren\u00e9"
NFD = "Rene\u0301"


def test_the_two_forms_really_differ():
    assert NFC != NFD and unicodedata.normalize("NFC", NFD) == NFC


def test_players_named_alike_get_two_seats_that_read_apart():
    seats = parse_players(f"{NFC},{NFD}", rules_for("dalek-dice"))
    assert [seat.name for seat in seats] == [NFC, f"{NFC} 2"]


def test_a_name_comes_in_composed_and_is_compared_without_case():
    (seat,) = parse_players(NFD, rules_for("dize"))
    assert seat.name == NFC
    assert unique_name("ann", {"Ann"}) == "ann 2"


@pytest.mark.parametrize(("first", "second"), [(NFC, NFD), (NFD, NFC), (NFC, "rené"), ("a/b", "a:b"), ("Ann", "ANN")])
def test_a_second_campaign_of_the_same_name_names_the_one_that_exists(tmp_path, first, second):
    CampaignSession.create(tmp_path, first, 1).close()
    with pytest.raises(CampaignExists) as refused:
        CampaignSession.create(tmp_path, second, 1)
    assert str(refused.value) == f"a campaign named {unicodedata.normalize('NFC', first)!r} already exists"
    assert len(list_campaigns(tmp_path)) == 1


def test_a_campaign_file_keeps_its_accented_letters_whichever_form_was_typed(tmp_path):
    session = CampaignSession.create(tmp_path, NFD, 1)
    session.close()
    assert session.path.name == "ren\u00e9.json"
    (info,) = list_campaigns(tmp_path)
    assert info.name == NFC  # so the list's columns count it as four letters
    assert find_campaign([info], NFC) is info and find_campaign([info], NFD.upper()) is info
