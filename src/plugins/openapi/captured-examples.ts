/**
 * Requests and responses of every operation, captured from a real run by
 * scripts/capture-api-examples.mjs (do not edit by hand; run the script again).
 */
import type { CapturedExamples } from './document-types.js';

export const CAPTURED_EXAMPLES: CapturedExamples = {
  "adminCreateOrganization": {
    "status": 201,
    "request": {
      "name": "Northwind Logistics"
    },
    "response": {
      "data": {
        "id": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "name": "Northwind Logistics",
        "defaultTeamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "createdAt": "2026-11-26T07:44:56.196Z"
      }
    }
  },
  "adminCreateApiKey": {
    "status": 201,
    "params": {
      "orgId": "e8abf79f-a8a6-46e7-820a-38873a3546c0"
    },
    "request": {
      "name": "Integration: EHS sync",
      "scopes": [
        "read",
        "write",
        "admin"
      ]
    },
    "response": {
      "data": {
        "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
        "name": "Integration: EHS sync",
        "scopes": [
          "read",
          "write",
          "admin"
        ],
        "prefix": "smr_yDUj6avte63T",
        "createdAt": "2026-11-26T07:44:56.327Z",
        "revokedAt": null,
        "key": "smr_yDUj6avte63T_EXAMPLEonlyEXAMPLEonlyEXAMPLEonly00"
      }
    }
  },
  "adminListOrganizations": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
          "name": "Northwind Logistics",
          "defaultTeamId": "b77f4899-767a-48d0-aeb5-454a90582693",
          "createdAt": "2026-11-26T07:44:56.196Z"
        }
      ]
    }
  },
  "adminListApiKeys": {
    "status": 200,
    "params": {
      "orgId": "e8abf79f-a8a6-46e7-820a-38873a3546c0"
    },
    "response": {
      "data": [
        {
          "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
          "name": "Integration: EHS sync",
          "scopes": [
            "read",
            "write",
            "admin"
          ],
          "prefix": "smr_yDUj6avte63T",
          "createdAt": "2026-11-26T07:44:56.327Z",
          "revokedAt": null
        }
      ]
    }
  },
  "health": {
    "status": 200,
    "response": {
      "status": "ok"
    }
  },
  "ready": {
    "status": 200,
    "response": {
      "status": "ready"
    }
  },
  "upsertDepartment": {
    "status": 201,
    "request": {
      "name": "Warehouse Operations",
      "externalId": "DEPT-WH"
    },
    "response": {
      "data": {
        "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
        "name": "Warehouse Operations",
        "slug": "warehouse-operations",
        "externalId": "DEPT-WH",
        "createdAt": "2026-11-26T07:44:56.371Z",
        "updatedAt": "2026-11-26T07:44:56.371Z"
      }
    }
  },
  "upsertTeam": {
    "status": 201,
    "request": {
      "name": "Night Shift",
      "externalId": "TEAM-NIGHT"
    },
    "response": {
      "data": {
        "id": "5062b756-5b94-4772-8844-cfa70f2292c9",
        "name": "Night Shift",
        "slug": "night-shift",
        "externalId": "TEAM-NIGHT",
        "createdAt": "2026-11-26T07:44:56.398Z",
        "updatedAt": "2026-11-26T07:44:56.398Z",
        "isDefault": false
      }
    }
  },
  "listDepartments": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
          "name": "Warehouse Operations",
          "slug": "warehouse-operations",
          "externalId": "DEPT-WH",
          "createdAt": "2026-11-26T07:44:56.371Z",
          "updatedAt": "2026-11-26T07:44:56.371Z"
        }
      ]
    }
  },
  "listTeams": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "b77f4899-767a-48d0-aeb5-454a90582693",
          "name": "Default team",
          "slug": "default",
          "externalId": null,
          "createdAt": "2026-11-26T07:44:56.207Z",
          "updatedAt": "2026-11-26T07:44:56.207Z",
          "isDefault": true
        }
      ]
    }
  },
  "createEquipmentType": {
    "status": 201,
    "request": {
      "name": "Forklift"
    },
    "response": {
      "data": {
        "id": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
        "name": "Forklift",
        "slug": "forklift",
        "externalName": "Forklift",
        "createdAt": "2026-11-26T07:44:56.446Z",
        "updatedAt": "2026-11-26T07:44:56.446Z"
      }
    }
  },
  "listEquipmentTypes": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
          "name": "Forklift",
          "slug": "forklift",
          "externalName": "Forklift",
          "createdAt": "2026-11-26T07:44:56.446Z",
          "updatedAt": "2026-11-26T07:44:56.446Z"
        }
      ]
    }
  },
  "upsertLocation": {
    "status": 201,
    "request": {
      "name": "Rotterdam Distribution Center",
      "externalId": "SITE-RTM"
    },
    "response": {
      "data": {
        "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "name": "Rotterdam Distribution Center",
        "description": null,
        "slug": "rotterdam-distribution-center",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "location",
        "parentId": null,
        "externalId": "SITE-RTM",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T07:44:56.478Z",
        "updatedAt": "2026-11-26T07:44:56.478Z",
        "deletedAt": null
      }
    }
  },
  "upsertAsset": {
    "status": 201,
    "request": {
      "name": "Forklift FL-07",
      "externalId": "FL-07",
      "type": "equipment",
      "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
      "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec"
    },
    "response": {
      "data": {
        "id": "563f349f-a624-4d44-b604-183b6addc8f7",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "name": "Forklift FL-07",
        "description": null,
        "slug": "forklift-fl-07",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "equipment",
        "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
        "externalId": "FL-07",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T07:44:56.542Z",
        "updatedAt": "2026-11-26T07:44:56.542Z",
        "deletedAt": null,
        "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
        "externalParentId": "SITE-RTM"
      }
    }
  },
  "bulkUpsertAssets": {
    "status": 200,
    "request": {
      "assets": [
        {
          "name": "Forklift FL-08",
          "externalId": "FL-08",
          "type": "equipment",
          "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
          "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "FL-08",
            "success": true,
            "created": true,
            "id": "78f1f456-99a9-45d1-8da5-8814bfdc1b1e"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "listAssets": {
    "status": 200,
    "query": {
      "type": "equipment"
    },
    "response": {
      "data": [
        {
          "id": "563f349f-a624-4d44-b604-183b6addc8f7",
          "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
          "name": "Forklift FL-07",
          "description": null,
          "slug": "forklift-fl-07",
          "address1": null,
          "address2": null,
          "city": null,
          "state": null,
          "zip": null,
          "latitude": null,
          "longitude": null,
          "status": "active",
          "type": "equipment",
          "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
          "externalId": "FL-07",
          "createdById": null,
          "lastEditedById": null,
          "searchText": null,
          "tagIds": [],
          "createdAt": "2026-11-26T07:44:56.542Z",
          "updatedAt": "2026-11-26T07:44:56.542Z",
          "deletedAt": null,
          "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
          "externalParentId": "SITE-RTM"
        }
      ]
    }
  },
  "getAsset": {
    "status": 200,
    "params": {
      "assetId": "563f349f-a624-4d44-b604-183b6addc8f7"
    },
    "response": {
      "data": {
        "id": "563f349f-a624-4d44-b604-183b6addc8f7",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "name": "Forklift FL-07",
        "description": null,
        "slug": "forklift-fl-07",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "equipment",
        "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
        "externalId": "FL-07",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T07:44:56.542Z",
        "updatedAt": "2026-11-26T07:44:56.542Z",
        "deletedAt": null,
        "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
        "externalParentId": "SITE-RTM"
      }
    }
  },
  "listLocations": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
          "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
          "name": "Rotterdam Distribution Center",
          "description": null,
          "slug": "rotterdam-distribution-center",
          "address1": null,
          "address2": null,
          "city": null,
          "state": null,
          "zip": null,
          "latitude": null,
          "longitude": null,
          "status": "active",
          "type": "location",
          "parentId": null,
          "externalId": "SITE-RTM",
          "createdById": null,
          "lastEditedById": null,
          "searchText": null,
          "tagIds": [],
          "createdAt": "2026-11-26T07:44:56.478Z",
          "updatedAt": "2026-11-26T07:44:56.478Z",
          "deletedAt": null
        }
      ]
    }
  },
  "getLocation": {
    "status": 200,
    "params": {
      "locationId": "ab47e7df-ee03-45da-9d5c-54d654190fec"
    },
    "response": {
      "data": {
        "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "name": "Rotterdam Distribution Center",
        "description": null,
        "slug": "rotterdam-distribution-center",
        "address1": null,
        "address2": null,
        "city": null,
        "state": null,
        "zip": null,
        "latitude": null,
        "longitude": null,
        "status": "active",
        "type": "location",
        "parentId": null,
        "externalId": "SITE-RTM",
        "createdById": null,
        "lastEditedById": null,
        "searchText": null,
        "tagIds": [],
        "createdAt": "2026-11-26T07:44:56.478Z",
        "updatedAt": "2026-11-26T07:44:56.478Z",
        "deletedAt": null
      }
    }
  },
  "upsertUser": {
    "status": 201,
    "request": {
      "email": "maria.jansen@northwind.example",
      "fullName": "Maria Jansen",
      "externalId": "EMP-1042",
      "role": "member",
      "departmentId": "b050c067-f89d-419c-b482-1d9d7dab1b02",
      "locationId": "ab47e7df-ee03-45da-9d5c-54d654190fec"
    },
    "response": {
      "data": {
        "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
        "email": "maria.jansen@northwind.example",
        "fullName": "Maria Jansen",
        "phoneNumber": null,
        "avatarUrl": null,
        "role": "member",
        "externalId": "EMP-1042",
        "supervisorId": null,
        "supervisorEmail": null,
        "departments": [
          {
            "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
            "name": "Warehouse Operations",
            "slug": "warehouse-operations"
          }
        ],
        "locations": [
          {
            "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
            "name": "Rotterdam Distribution Center",
            "slug": "rotterdam-distribution-center"
          }
        ],
        "teams": [
          {
            "id": "b77f4899-767a-48d0-aeb5-454a90582693",
            "name": "Default team",
            "slug": "default"
          }
        ],
        "createdAt": "2026-11-26T07:44:56.715Z",
        "updatedAt": "2026-11-26T07:44:56.715Z"
      }
    }
  },
  "bulkUpsertUsers": {
    "status": 200,
    "request": {
      "users": [
        {
          "email": "tom.bakker@northwind.example",
          "fullName": "Tom Bakker",
          "externalId": "EMP-1043"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "EMP-1043",
            "success": true,
            "created": true,
            "id": "7cb5eaf5-aa48-4646-9c6f-f30c15bca7c8"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "listUsers": {
    "status": 200,
    "query": {
      "q": "jansen"
    },
    "response": {
      "data": [
        {
          "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
          "email": "maria.jansen@northwind.example",
          "fullName": "Maria Jansen",
          "phoneNumber": null,
          "avatarUrl": null,
          "role": "member",
          "externalId": "EMP-1042",
          "supervisorId": null,
          "supervisorEmail": null,
          "departments": [
            {
              "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
              "name": "Warehouse Operations",
              "slug": "warehouse-operations"
            }
          ],
          "locations": [
            {
              "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
              "name": "Rotterdam Distribution Center",
              "slug": "rotterdam-distribution-center"
            }
          ],
          "teams": [
            {
              "id": "b77f4899-767a-48d0-aeb5-454a90582693",
              "name": "Default team",
              "slug": "default"
            }
          ],
          "createdAt": "2026-11-26T07:44:56.715Z",
          "updatedAt": "2026-11-26T07:44:56.715Z"
        }
      ]
    }
  },
  "getUser": {
    "status": 200,
    "params": {
      "userId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f"
    },
    "response": {
      "data": {
        "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
        "email": "maria.jansen@northwind.example",
        "fullName": "Maria Jansen",
        "phoneNumber": null,
        "avatarUrl": null,
        "role": "member",
        "externalId": "EMP-1042",
        "supervisorId": null,
        "supervisorEmail": null,
        "departments": [
          {
            "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
            "name": "Warehouse Operations",
            "slug": "warehouse-operations"
          }
        ],
        "locations": [
          {
            "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
            "name": "Rotterdam Distribution Center",
            "slug": "rotterdam-distribution-center"
          }
        ],
        "teams": [
          {
            "id": "b77f4899-767a-48d0-aeb5-454a90582693",
            "name": "Default team",
            "slug": "default"
          }
        ],
        "createdAt": "2026-11-26T07:44:56.715Z",
        "updatedAt": "2026-11-26T07:44:56.715Z"
      }
    }
  },
  "createActionItemStatus": {
    "status": 201,
    "request": {
      "name": "Awaiting parts",
      "group": "on_hold",
      "externalId": "ST-PARTS"
    },
    "response": {
      "data": {
        "id": "91e66936-78eb-4fa1-a664-018e6ff78609",
        "name": "Awaiting parts",
        "group": "on_hold",
        "externalId": "ST-PARTS",
        "ordinal": 6,
        "isDefault": false
      }
    }
  },
  "updateActionItemStatus": {
    "status": 200,
    "params": {
      "id": "91e66936-78eb-4fa1-a664-018e6ff78609"
    },
    "request": {
      "name": "Awaiting spare parts"
    },
    "response": {
      "data": {
        "id": "91e66936-78eb-4fa1-a664-018e6ff78609",
        "name": "Awaiting spare parts",
        "group": "on_hold",
        "externalId": "ST-PARTS",
        "ordinal": 6,
        "isDefault": false
      }
    }
  },
  "listActionItemStatuses": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "31dd6e6e-46cb-4b8f-ab8d-4b9f66e21290",
          "name": "Open",
          "group": "new",
          "externalId": null,
          "ordinal": 1,
          "isDefault": true
        }
      ]
    }
  },
  "createModuleField": {
    "status": 201,
    "params": {
      "slug": "action_item"
    },
    "request": {
      "key": "costEstimate",
      "label": "Cost estimate (EUR)",
      "type": "number"
    },
    "response": {
      "data": {
        "key": "costEstimate",
        "label": "Cost estimate (EUR)",
        "description": null,
        "type": "number",
        "required": false,
        "constraints": null,
        "logic": null,
        "defaultValue": null,
        "ordinal": 2,
        "groupLabel": null,
        "ops": [
          "eq",
          "neq",
          "gt",
          "gte",
          "lt",
          "lte",
          "in",
          "isNull",
          "isNotNull"
        ],
        "options": null
      }
    }
  },
  "updateModuleField": {
    "status": 200,
    "params": {
      "slug": "action_item",
      "key": "costEstimate"
    },
    "request": {
      "label": "Estimated cost (EUR)"
    },
    "response": {
      "data": {
        "key": "costEstimate",
        "label": "Estimated cost (EUR)",
        "description": null,
        "type": "number",
        "required": false,
        "constraints": null,
        "logic": null,
        "defaultValue": null,
        "ordinal": 2,
        "groupLabel": null,
        "ops": [
          "eq",
          "neq",
          "gt",
          "gte",
          "lt",
          "lte",
          "in",
          "isNull",
          "isNotNull"
        ],
        "options": null
      }
    }
  },
  "listModuleFields": {
    "status": 200,
    "params": {
      "slug": "action_item"
    },
    "response": {
      "data": [
        {
          "key": "rootCause",
          "label": "Root cause",
          "description": null,
          "type": "enum",
          "required": false,
          "constraints": null,
          "logic": null,
          "defaultValue": null,
          "ordinal": 1,
          "groupLabel": null,
          "ops": [
            "eq",
            "neq",
            "in",
            "isNull",
            "isNotNull"
          ],
          "options": [
            {
              "value": "equipment",
              "label": "Equipment"
            },
            {
              "value": "procedure",
              "label": "Procedure"
            },
            {
              "value": "training",
              "label": "Training"
            }
          ]
        }
      ]
    }
  },
  "bulkUpsertEvents": {
    "status": 200,
    "request": {
      "events": [
        {
          "externalId": "INC-2026-0311",
          "title": "Forklift collided with racking in aisle 4",
          "description": "No injuries; racking upright dented.",
          "locationExternalId": "SITE-RTM",
          "reportedByExternalId": "EMP-1042"
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "externalId": "INC-2026-0311",
            "success": true,
            "created": true,
            "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "getEvent": {
    "status": 200,
    "params": {
      "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57"
    },
    "response": {
      "data": {
        "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "externalId": "INC-2026-0311",
        "title": "Forklift collided with racking in aisle 4",
        "description": "No injuries; racking upright dented.",
        "eventType": null,
        "eventDate": "2026-11-26T07:44:56.972Z",
        "status": "open",
        "severity": null,
        "assetId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
        "assetName": "Rotterdam Distribution Center",
        "reportedById": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
        "reportedByName": "Maria Jansen",
        "metadata": {},
        "createdAt": "2026-11-26T07:44:56.972Z",
        "updatedAt": "2026-11-26T07:44:56.972Z",
        "deletedAt": null
      }
    }
  },
  "listEvents": {
    "status": 200,
    "query": {
      "updatedAfter": "2026-01-01T00:00:00Z"
    },
    "response": {
      "data": [
        {
          "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
          "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
          "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
          "externalId": "INC-2026-0311",
          "title": "Forklift collided with racking in aisle 4",
          "description": "No injuries; racking upright dented.",
          "eventType": null,
          "eventDate": "2026-11-26T07:44:56.972Z",
          "status": "open",
          "severity": null,
          "assetId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
          "assetName": "Rotterdam Distribution Center",
          "reportedById": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
          "reportedByName": "Maria Jansen",
          "metadata": {},
          "createdAt": "2026-11-26T07:44:56.972Z",
          "updatedAt": "2026-11-26T07:44:56.972Z",
          "deletedAt": null
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDc6NDQ6NTYuOTcyKzAwIiwiNzAxMjJjYzAtOTRkYS00ZjczLWE2YTEtNGU4OWFiYTk5YTU3Il0"
      }
    }
  },
  "upsertActionItem": {
    "status": 201,
    "request": {
      "title": "Replace damaged racking upright in aisle 4",
      "externalId": "CA-2026-0142",
      "eventExternalId": "INC-2026-0311",
      "description": "Inspect the bay, replace the upright and re-certify the load rating.",
      "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
      "dueDate": "2026-12-15T17:00:00.000Z",
      "priority": "high",
      "statusExternalId": "ST-PARTS",
      "locationExternalId": "FL-07",
      "fields": {
        "rootCause": "equipment",
        "costEstimate": 1850
      }
    },
    "response": {
      "data": {
        "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
        "entityType": "event",
        "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "high",
        "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": null,
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "createdAt": "2026-11-26T07:44:57.037Z",
        "updatedAt": "2026-11-26T07:44:57.037Z"
      }
    }
  },
  "bulkUpsertActionItems": {
    "status": 200,
    "request": {
      "actionItems": [
        {
          "title": "Refresher training on aisle speed limits",
          "externalId": "CA-2026-0143",
          "priority": "medium",
          "fields": {
            "rootCause": "training"
          }
        }
      ]
    },
    "response": {
      "data": {
        "results": [
          {
            "index": 0,
            "action": "created",
            "id": "24a030cf-c17b-4388-bc97-c4a9cb8ef1ce",
            "externalId": "CA-2026-0143"
          }
        ],
        "summary": {
          "total": 1,
          "created": 1,
          "updated": 0,
          "failed": 0
        }
      }
    }
  },
  "updateActionItem": {
    "status": 200,
    "params": {
      "actionItemId": "c48636fa-6364-486d-a013-e7edaf1f8dcd"
    },
    "request": {
      "priority": "urgent",
      "responseNotes": "Spare upright ordered."
    },
    "response": {
      "data": {
        "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
        "entityType": "event",
        "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "urgent",
        "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": "Spare upright ordered.",
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "createdAt": "2026-11-26T07:44:57.037Z",
        "updatedAt": "2026-11-26T07:44:57.079Z"
      }
    }
  },
  "getActionItem": {
    "status": 200,
    "params": {
      "actionItemId": "c48636fa-6364-486d-a013-e7edaf1f8dcd"
    },
    "response": {
      "data": {
        "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
        "entityType": "event",
        "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "formSubmissionId": null,
        "sourceSectionNodeId": null,
        "title": "Replace damaged racking upright in aisle 4",
        "description": "Inspect the bay, replace the upright and re-certify the load rating.",
        "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
        "assignedToUserName": "Maria Jansen",
        "assignedToDepartmentId": null,
        "assignedToRoleSlug": null,
        "dueDate": "2026-12-15T17:00:00.000Z",
        "priority": "urgent",
        "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
        "statusName": "Awaiting spare parts",
        "statusGroup": "on_hold",
        "status": "in_progress",
        "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
        "assetName": "Forklift FL-07",
        "externalId": "CA-2026-0142",
        "responseNotes": "Spare upright ordered.",
        "attachments": null,
        "completedAt": null,
        "completedById": null,
        "completedByName": null,
        "createdById": null,
        "fields": {
          "rootCause": "equipment",
          "costEstimate": 1850
        },
        "metadata": {},
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "createdAt": "2026-11-26T07:44:57.037Z",
        "updatedAt": "2026-11-26T07:44:57.079Z"
      }
    }
  },
  "listActionItems": {
    "status": 200,
    "query": {
      "limit": 20,
      "fieldFilters": [
        {
          "key": "rootCause",
          "op": "eq",
          "value": "equipment"
        }
      ],
      "fieldSort": {
        "key": "costEstimate",
        "direction": "desc"
      }
    },
    "response": {
      "data": [
        {
          "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
          "entityType": "event",
          "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
          "formSubmissionId": null,
          "sourceSectionNodeId": null,
          "title": "Replace damaged racking upright in aisle 4",
          "description": "Inspect the bay, replace the upright and re-certify the load rating.",
          "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
          "assignedToUserName": "Maria Jansen",
          "assignedToDepartmentId": null,
          "assignedToRoleSlug": null,
          "dueDate": "2026-12-15T17:00:00.000Z",
          "priority": "urgent",
          "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
          "statusName": "Awaiting spare parts",
          "statusGroup": "on_hold",
          "status": "in_progress",
          "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
          "assetName": "Forklift FL-07",
          "externalId": "CA-2026-0142",
          "responseNotes": "Spare upright ordered.",
          "attachments": null,
          "completedAt": null,
          "completedById": null,
          "completedByName": null,
          "createdById": null,
          "fields": {
            "rootCause": "equipment",
            "costEstimate": 1850
          },
          "metadata": {},
          "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
          "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
          "createdAt": "2026-11-26T07:44:57.037Z",
          "updatedAt": "2026-11-26T07:44:57.079Z"
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 20,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "nextCursor": null
      }
    }
  },
  "createWorkflow": {
    "status": 201,
    "request": {
      "name": "Incident investigation",
      "flowType": "assessment",
      "definition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 1,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T07:44:57.113Z",
        "updatedAt": "2026-11-26T07:44:57.113Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            }
          ]
        },
        "draftDefinition": null,
        "deletedAt": null
      }
    }
  },
  "saveWorkflowDraft": {
    "status": 200,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a"
    },
    "request": {
      "draftDefinition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          },
          {
            "key": "review",
            "type": "approval"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 1,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T07:44:57.113Z",
        "updatedAt": "2026-11-26T07:44:57.138Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "publishWorkflowVersion": {
    "status": 201,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a"
    },
    "request": {
      "definition": {
        "nodes": [
          {
            "key": "triage",
            "type": "form"
          },
          {
            "key": "review",
            "type": "approval"
          }
        ]
      }
    },
    "response": {
      "data": {
        "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 2,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T07:44:57.113Z",
        "updatedAt": "2026-11-26T07:44:57.153Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "listWorkflows": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
          "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
          "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
          "flowType": "assessment",
          "name": "Incident investigation",
          "version": 2,
          "isActive": true,
          "createdById": null,
          "createdAt": "2026-11-26T07:44:57.113Z",
          "updatedAt": "2026-11-26T07:44:57.153Z"
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        }
      }
    }
  },
  "getWorkflow": {
    "status": 200,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a"
    },
    "response": {
      "data": {
        "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
        "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "flowType": "assessment",
        "name": "Incident investigation",
        "version": 2,
        "isActive": true,
        "createdById": null,
        "createdAt": "2026-11-26T07:44:57.113Z",
        "updatedAt": "2026-11-26T07:44:57.153Z",
        "definition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "draftDefinition": {
          "nodes": [
            {
              "key": "triage",
              "type": "form"
            },
            {
              "key": "review",
              "type": "approval"
            }
          ]
        },
        "deletedAt": null
      }
    }
  },
  "createWorkflowRun": {
    "status": 201,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a"
    },
    "request": {
      "flowRunType": "live",
      "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57"
    },
    "response": {
      "data": {
        "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
        "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "pending",
        "context": null,
        "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "startedAt": null,
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T07:44:57.198Z",
        "updatedAt": "2026-11-26T07:44:57.198Z"
      }
    }
  },
  "updateWorkflowRun": {
    "status": 200,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
      "runId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b"
    },
    "request": {
      "status": "running"
    },
    "response": {
      "data": {
        "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
        "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "running",
        "context": null,
        "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "startedAt": "2026-11-26T07:44:57.218Z",
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T07:44:57.198Z",
        "updatedAt": "2026-11-26T07:44:57.218Z"
      }
    }
  },
  "createNodeResult": {
    "status": 201,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
      "runId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b"
    },
    "request": {
      "nodeKey": "triage",
      "nodeType": "form"
    },
    "response": {
      "data": {
        "id": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
        "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
        "parentNodeId": null,
        "nodeKey": "triage",
        "nodeName": null,
        "nodeType": "form",
        "status": "pending",
        "config": null,
        "output": null,
        "error": null,
        "startedAt": null,
        "completedAt": null,
        "createdAt": "2026-11-26T07:44:57.245Z",
        "updatedAt": "2026-11-26T07:44:57.245Z"
      }
    }
  },
  "updateNodeResult": {
    "status": 200,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
      "runId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
      "nodeResultId": "69a25b4b-2070-4434-9b3c-c644c3cfd833"
    },
    "request": {
      "status": "running"
    },
    "response": {
      "data": {
        "id": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
        "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
        "parentNodeId": null,
        "nodeKey": "triage",
        "nodeName": null,
        "nodeType": "form",
        "status": "running",
        "config": null,
        "output": null,
        "error": null,
        "startedAt": "2026-11-26T07:44:57.274Z",
        "completedAt": null,
        "createdAt": "2026-11-26T07:44:57.245Z",
        "updatedAt": "2026-11-26T07:44:57.274Z"
      }
    }
  },
  "listWorkflowRuns": {
    "status": 200,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a"
    },
    "response": {
      "data": [
        {
          "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
          "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
          "flowVersion": 2,
          "flowRunType": "live",
          "createdById": null,
          "status": "running",
          "context": null,
          "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
          "startedAt": "2026-11-26T07:44:57.218Z",
          "completedAt": null,
          "error": null,
          "createdAt": "2026-11-26T07:44:57.198Z",
          "updatedAt": "2026-11-26T07:44:57.274Z",
          "createdBy": null,
          "flow": {
            "id": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
            "name": "Incident investigation",
            "version": 2,
            "flowType": "assessment"
          },
          "deletedAt": null
        }
      ],
      "meta": {
        "pagination": {
          "page": 1,
          "limit": 50,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        }
      }
    }
  },
  "getWorkflowRun": {
    "status": 200,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
      "runId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b"
    },
    "response": {
      "data": {
        "id": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
        "flowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a",
        "flowVersion": 2,
        "flowRunType": "live",
        "createdById": null,
        "status": "running",
        "context": null,
        "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "startedAt": "2026-11-26T07:44:57.218Z",
        "completedAt": null,
        "error": null,
        "createdAt": "2026-11-26T07:44:57.198Z",
        "updatedAt": "2026-11-26T07:44:57.274Z",
        "nodeResults": [
          {
            "id": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
            "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
            "parentNodeId": null,
            "nodeKey": "triage",
            "nodeName": null,
            "nodeType": "form",
            "status": "running",
            "config": null,
            "output": null,
            "error": null,
            "startedAt": "2026-11-26T07:44:57.274Z",
            "completedAt": null,
            "createdAt": "2026-11-26T07:44:57.245Z",
            "updatedAt": "2026-11-26T07:44:57.274Z"
          }
        ]
      }
    }
  },
  "createMetricDefinition": {
    "status": 201,
    "request": {
      "slug": "severity-score",
      "name": "Severity score"
    },
    "response": {
      "data": {
        "id": "dccd31e3-6fa3-4f61-9307-c14254e61132",
        "slug": "severity-score",
        "name": "Severity score",
        "createdAt": "2026-11-26T07:44:57.339Z",
        "updatedAt": "2026-11-26T07:44:57.339Z"
      }
    }
  },
  "listMetricDefinitions": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "dccd31e3-6fa3-4f61-9307-c14254e61132",
          "slug": "severity-score",
          "name": "Severity score",
          "createdAt": "2026-11-26T07:44:57.339Z",
          "updatedAt": "2026-11-26T07:44:57.339Z"
        }
      ]
    }
  },
  "putEventMetric": {
    "status": 201,
    "params": {
      "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
      "metricSlug": "severity-score"
    },
    "request": {
      "value": 3,
      "reason": "Property damage only",
      "confidenceScore": 0.92,
      "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
      "flowRunNodeId": "69a25b4b-2070-4434-9b3c-c644c3cfd833"
    },
    "response": {
      "data": {
        "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
        "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
        "flowRunNodeId": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
        "metricId": "dccd31e3-6fa3-4f61-9307-c14254e61132",
        "transformedValue": null,
        "value": 3,
        "reason": "Property damage only",
        "confidenceScore": 0.92,
        "reviewStatus": 0,
        "auditScore": null,
        "auditReason": null,
        "createdAt": "2026-11-26T07:44:57.351Z",
        "updatedAt": "2026-11-26T07:44:57.351Z",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "metricSlug": "severity-score",
        "metricName": "Severity score"
      }
    }
  },
  "getEventMetric": {
    "status": 200,
    "params": {
      "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
      "metricSlug": "severity-score"
    },
    "response": {
      "data": {
        "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
        "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
        "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
        "flowRunNodeId": "69a25b4b-2070-4434-9b3c-c644c3cfd833",
        "metricId": "dccd31e3-6fa3-4f61-9307-c14254e61132",
        "transformedValue": null,
        "value": 3,
        "reason": "Property damage only",
        "confidenceScore": 0.92,
        "reviewStatus": 0,
        "auditScore": null,
        "auditReason": null,
        "createdAt": "2026-11-26T07:44:57.351Z",
        "updatedAt": "2026-11-26T07:44:57.351Z",
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "metricSlug": "severity-score",
        "metricName": "Severity score"
      }
    }
  },
  "exportMetrics": {
    "status": 200,
    "query": {
      "metricSlug": "severity-score"
    },
    "response": {
      "data": [
        {
          "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
          "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
          "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
          "transformedValue": null,
          "value": 3,
          "reason": "Property damage only",
          "confidenceScore": 0.92,
          "reviewStatus": 0,
          "createdAt": "2026-11-26T07:44:57.351Z",
          "updatedAt": "2026-11-26T07:44:57.351Z",
          "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
          "metricSlug": "severity-score",
          "metricName": "Severity score",
          "eventExternalId": "INC-2026-0311"
        }
      ],
      "meta": {
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "pagination": {
          "page": 1,
          "limit": 100,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "filters": {
          "updatedAfter": null,
          "updatedBefore": null
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDc6NDQ6NTcuMzUxKzAwIiwiOThhOTc1MWUtZDJjZC00ZGIyLWE5NTUtMzEwNjgxYzhiZWM0Il0"
      }
    }
  },
  "exportEventMetrics": {
    "status": 200,
    "query": {
      "eventExternalId": "INC-2026-0311"
    },
    "response": {
      "data": [
        {
          "id": "98a9751e-d2cd-4db2-a955-310681c8bec4",
          "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
          "flowRunId": "74140603-f1fa-4b1b-86e6-ecf428a2d22b",
          "transformedValue": null,
          "value": 3,
          "reason": "Property damage only",
          "confidenceScore": 0.92,
          "reviewStatus": 0,
          "createdAt": "2026-11-26T07:44:57.351Z",
          "updatedAt": "2026-11-26T07:44:57.351Z",
          "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
          "metricSlug": "severity-score",
          "metricName": "Severity score",
          "eventExternalId": "INC-2026-0311"
        }
      ],
      "meta": {
        "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
        "pagination": {
          "page": 1,
          "limit": 100,
          "total": 1,
          "totalPages": 1,
          "hasNext": false,
          "hasPrev": false
        },
        "filters": {
          "updatedAfter": null,
          "updatedBefore": null
        },
        "nextCursor": "WyJ2MSIsIjIwMjYtMTEtMjYgMDc6NDQ6NTcuMzUxKzAwIiwiOThhOTc1MWUtZDJjZC00ZGIyLWE5NTUtMzEwNjgxYzhiZWM0Il0"
      }
    }
  },
  "listChanges": {
    "status": 200,
    "query": {
      "types": "action_item.*",
      "limit": 2
    },
    "response": {
      "data": [
        {
          "id": "ee19236f-8c84-461a-85c4-43c8ed2da2ff",
          "seq": "1795679097037000000000000001",
          "type": "action_item.created",
          "resource": "action_item",
          "occurredAt": "2026-11-26T07:44:57.037Z",
          "recordId": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
          "externalId": "CA-2026-0142",
          "actor": {
            "type": "api_key",
            "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
            "entityType": "event",
            "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Replace damaged racking upright in aisle 4",
            "description": "Inspect the bay, replace the upright and re-certify the load rating.",
            "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
            "assignedToUserName": "Maria Jansen",
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": "2026-12-15T17:00:00.000Z",
            "priority": "high",
            "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
            "statusName": "Awaiting spare parts",
            "statusGroup": "on_hold",
            "status": "in_progress",
            "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
            "assetName": "Forklift FL-07",
            "externalId": "CA-2026-0142",
            "responseNotes": null,
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "equipment",
              "costEstimate": 1850
            },
            "metadata": {},
            "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
            "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
            "createdAt": "2026-11-26T07:44:57.037Z",
            "updatedAt": "2026-11-26T07:44:57.037Z"
          }
        }
      ],
      "meta": {
        "limit": 2,
        "hasNext": true,
        "nextCursor": "1795679097061000000000000001"
      }
    }
  },
  "getActionItemHistory": {
    "status": 200,
    "params": {
      "actionItemId": "c48636fa-6364-486d-a013-e7edaf1f8dcd"
    },
    "response": {
      "data": [
        {
          "id": "3728e54f-1d8d-48ff-b4c5-c475386f75fd",
          "seq": "1795679097079000000000000001",
          "type": "action_item.updated",
          "resource": "action_item",
          "occurredAt": "2026-11-26T07:44:57.079Z",
          "recordId": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
          "externalId": "CA-2026-0142",
          "actor": {
            "type": "api_key",
            "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
            "name": "Integration: EHS sync"
          },
          "changes": [
            {
              "path": "priority",
              "from": "high",
              "to": "urgent"
            },
            {
              "path": "responseNotes",
              "from": null,
              "to": "Spare upright ordered."
            }
          ],
          "record": {
            "id": "c48636fa-6364-486d-a013-e7edaf1f8dcd",
            "entityType": "event",
            "entityId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
            "formSubmissionId": null,
            "sourceSectionNodeId": null,
            "title": "Replace damaged racking upright in aisle 4",
            "description": "Inspect the bay, replace the upright and re-certify the load rating.",
            "assignedToUserId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
            "assignedToUserName": "Maria Jansen",
            "assignedToDepartmentId": null,
            "assignedToRoleSlug": null,
            "dueDate": "2026-12-15T17:00:00.000Z",
            "priority": "urgent",
            "statusId": "91e66936-78eb-4fa1-a664-018e6ff78609",
            "statusName": "Awaiting spare parts",
            "statusGroup": "on_hold",
            "status": "in_progress",
            "assetId": "563f349f-a624-4d44-b604-183b6addc8f7",
            "assetName": "Forklift FL-07",
            "externalId": "CA-2026-0142",
            "responseNotes": "Spare upright ordered.",
            "attachments": null,
            "completedAt": null,
            "completedById": null,
            "completedByName": null,
            "createdById": null,
            "fields": {
              "rootCause": "equipment",
              "costEstimate": 1850
            },
            "metadata": {},
            "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
            "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
            "createdAt": "2026-11-26T07:44:57.037Z",
            "updatedAt": "2026-11-26T07:44:57.079Z"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795679097037000000000000001"
      }
    }
  },
  "getUserHistory": {
    "status": 200,
    "params": {
      "userId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f"
    },
    "response": {
      "data": [
        {
          "id": "ed87f591-6124-448a-885e-52b0880ec6b8",
          "seq": "1795679096715000000000000001",
          "type": "user.created",
          "resource": "user",
          "occurredAt": "2026-11-26T07:44:56.715Z",
          "recordId": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
          "externalId": "EMP-1042",
          "actor": {
            "type": "api_key",
            "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
            "email": "maria.jansen@northwind.example",
            "fullName": "Maria Jansen",
            "phoneNumber": null,
            "avatarUrl": null,
            "role": "member",
            "externalId": "EMP-1042",
            "supervisorId": null,
            "supervisorEmail": null,
            "departments": [
              {
                "id": "b050c067-f89d-419c-b482-1d9d7dab1b02",
                "name": "Warehouse Operations",
                "slug": "warehouse-operations"
              }
            ],
            "locations": [
              {
                "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
                "name": "Rotterdam Distribution Center",
                "slug": "rotterdam-distribution-center"
              }
            ],
            "teams": [
              {
                "id": "b77f4899-767a-48d0-aeb5-454a90582693",
                "name": "Default team",
                "slug": "default"
              }
            ],
            "createdAt": "2026-11-26T07:44:56.715Z",
            "updatedAt": "2026-11-26T07:44:56.715Z"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795679096715000000000000001"
      }
    }
  },
  "getAssetHistory": {
    "status": 200,
    "params": {
      "assetId": "563f349f-a624-4d44-b604-183b6addc8f7"
    },
    "response": {
      "data": [
        {
          "id": "c2b88145-317a-4e6c-a910-727fa4bbbaf7",
          "seq": "1795679096542000000000000001",
          "type": "asset.created",
          "resource": "asset",
          "occurredAt": "2026-11-26T07:44:56.542Z",
          "recordId": "563f349f-a624-4d44-b604-183b6addc8f7",
          "externalId": "FL-07",
          "actor": {
            "type": "api_key",
            "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "563f349f-a624-4d44-b604-183b6addc8f7",
            "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
            "name": "Forklift FL-07",
            "description": null,
            "slug": "forklift-fl-07",
            "address1": null,
            "address2": null,
            "city": null,
            "state": null,
            "zip": null,
            "latitude": null,
            "longitude": null,
            "status": "active",
            "type": "equipment",
            "parentId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
            "externalId": "FL-07",
            "createdById": null,
            "lastEditedById": null,
            "searchText": null,
            "tagIds": [],
            "createdAt": "2026-11-26T07:44:56.542Z",
            "updatedAt": "2026-11-26T07:44:56.542Z",
            "deletedAt": null,
            "equipmentTypeId": "79a9d0c6-cea1-4b4c-bcbd-0139d3bd46a1",
            "externalParentId": "SITE-RTM"
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795679096542000000000000001"
      }
    }
  },
  "getLocationHistory": {
    "status": 200,
    "params": {
      "locationId": "ab47e7df-ee03-45da-9d5c-54d654190fec"
    },
    "response": {
      "data": [
        {
          "id": "3add187e-659b-410c-b33e-ec251f7b2762",
          "seq": "1795679096478000000000000001",
          "type": "location.created",
          "resource": "location",
          "occurredAt": "2026-11-26T07:44:56.478Z",
          "recordId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
          "externalId": "SITE-RTM",
          "actor": {
            "type": "api_key",
            "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "ab47e7df-ee03-45da-9d5c-54d654190fec",
            "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
            "name": "Rotterdam Distribution Center",
            "description": null,
            "slug": "rotterdam-distribution-center",
            "address1": null,
            "address2": null,
            "city": null,
            "state": null,
            "zip": null,
            "latitude": null,
            "longitude": null,
            "status": "active",
            "type": "location",
            "parentId": null,
            "externalId": "SITE-RTM",
            "createdById": null,
            "lastEditedById": null,
            "searchText": null,
            "tagIds": [],
            "createdAt": "2026-11-26T07:44:56.478Z",
            "updatedAt": "2026-11-26T07:44:56.478Z",
            "deletedAt": null
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795679096478000000000000001"
      }
    }
  },
  "getEventHistory": {
    "status": 200,
    "params": {
      "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57"
    },
    "response": {
      "data": [
        {
          "id": "b7ad7877-49bf-4bbf-b66a-af5233fc1c82",
          "seq": "1795679096972000000000000001",
          "type": "event.created",
          "resource": "event",
          "occurredAt": "2026-11-26T07:44:56.972Z",
          "recordId": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
          "externalId": "INC-2026-0311",
          "actor": {
            "type": "api_key",
            "id": "58b1b97a-d874-4c4d-b105-63394834fa43",
            "name": "Integration: EHS sync"
          },
          "changes": [],
          "record": {
            "id": "70122cc0-94da-4f73-a6a1-4e89aba99a57",
            "organizationId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
            "teamId": "b77f4899-767a-48d0-aeb5-454a90582693",
            "externalId": "INC-2026-0311",
            "title": "Forklift collided with racking in aisle 4",
            "description": "No injuries; racking upright dented.",
            "eventType": null,
            "eventDate": "2026-11-26T07:44:56.972Z",
            "status": "open",
            "severity": null,
            "assetId": "ab47e7df-ee03-45da-9d5c-54d654190fec",
            "assetName": "Rotterdam Distribution Center",
            "reportedById": "a2684f9f-fe40-4f07-9b3e-64012c6d657f",
            "reportedByName": "Maria Jansen",
            "metadata": {},
            "createdAt": "2026-11-26T07:44:56.972Z",
            "updatedAt": "2026-11-26T07:44:56.972Z",
            "deletedAt": null
          }
        }
      ],
      "meta": {
        "limit": 50,
        "hasNext": false,
        "nextCursor": "1795679096972000000000000001"
      }
    }
  },
  "createWebhook": {
    "status": 201,
    "request": {
      "url": "https://93.184.216.34/hooks/smr",
      "events": [
        "action_item.*",
        "event.created"
      ],
      "description": "EHS data lake",
      "enabled": false
    },
    "response": {
      "data": {
        "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T07:44:57.422Z",
        "updatedAt": "2026-11-26T07:44:57.422Z",
        "secret": "whsec_ZXhhbXBsZSBvbmx5OiBub3QgYSByZWFsIHNlY3JldCE="
      }
    }
  },
  "updateWebhook": {
    "status": 200,
    "params": {
      "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f"
    },
    "request": {
      "description": "EHS data lake (production)"
    },
    "response": {
      "data": {
        "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake (production)",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T07:44:57.422Z",
        "updatedAt": "2026-11-26T07:44:57.431Z"
      }
    }
  },
  "getWebhook": {
    "status": 200,
    "params": {
      "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f"
    },
    "response": {
      "data": {
        "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
        "url": "https://93.184.216.34/hooks/smr",
        "events": [
          "action_item.*",
          "event.created"
        ],
        "description": "EHS data lake (production)",
        "enabled": false,
        "disabledReason": null,
        "createdAt": "2026-11-26T07:44:57.422Z",
        "updatedAt": "2026-11-26T07:44:57.431Z"
      }
    }
  },
  "listWebhooks": {
    "status": 200,
    "response": {
      "data": [
        {
          "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
          "url": "https://93.184.216.34/hooks/smr",
          "events": [
            "action_item.*",
            "event.created"
          ],
          "description": "EHS data lake (production)",
          "enabled": false,
          "disabledReason": null,
          "createdAt": "2026-11-26T07:44:57.422Z",
          "updatedAt": "2026-11-26T07:44:57.431Z"
        }
      ]
    }
  },
  "rotateWebhookSecret": {
    "status": 200,
    "params": {
      "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f"
    },
    "response": {
      "data": {
        "secret": "whsec_ZXhhbXBsZSBvbmx5OiBub3QgYSByZWFsIHNlY3JldCE="
      }
    }
  },
  "testWebhook": {
    "status": 202,
    "params": {
      "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f"
    },
    "request": {},
    "response": {
      "data": {
        "deliveries": 1
      }
    }
  },
  "replayWebhook": {
    "status": 202,
    "params": {
      "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f"
    },
    "request": {
      "since": "2026-01-01T00:00:00Z"
    },
    "response": {
      "data": {
        "deliveries": 4
      }
    }
  },
  "listWebhookDeliveries": {
    "status": 200,
    "params": {
      "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f"
    },
    "query": {
      "limit": 2
    },
    "response": {
      "data": [
        {
          "id": "3d211312-c153-43e1-95e7-2afcf109d676",
          "changeId": "3728e54f-1d8d-48ff-b4c5-c475386f75fd",
          "type": "action_item.updated",
          "status": "pending",
          "nextAttemptAt": null,
          "createdAt": "2026-11-26T07:44:57.458Z",
          "attempts": []
        }
      ],
      "meta": {
        "limit": 2,
        "hasNext": true,
        "nextCursor": "4"
      }
    }
  },
  "retryWebhookDelivery": {
    "status": 202,
    "params": {
      "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f",
      "deliveryId": "3d211312-c153-43e1-95e7-2afcf109d676"
    },
    "request": {},
    "response": {
      "data": {
        "deliveries": 1
      }
    }
  },
  "retireModuleField": {
    "status": 204,
    "params": {
      "slug": "action_item",
      "key": "costEstimate"
    }
  },
  "deleteActionItem": {
    "status": 204,
    "params": {
      "actionItemId": "c48636fa-6364-486d-a013-e7edaf1f8dcd"
    }
  },
  "deleteEvent": {
    "status": 204,
    "params": {
      "eventId": "70122cc0-94da-4f73-a6a1-4e89aba99a57"
    }
  },
  "deleteWorkflow": {
    "status": 204,
    "params": {
      "workflowId": "b0c19dca-bd7c-4c69-af0b-c4f158baa03a"
    }
  },
  "deleteWebhook": {
    "status": 204,
    "params": {
      "id": "3b6dfa59-b46e-4530-aa5d-52cedc6b5c5f"
    }
  },
  "adminRevokeApiKey": {
    "status": 204,
    "params": {
      "orgId": "e8abf79f-a8a6-46e7-820a-38873a3546c0",
      "keyId": "58b1b97a-d874-4c4d-b105-63394834fa43"
    }
  }
};
